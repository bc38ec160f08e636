// Site announcements (Baustellenanzeigen): sending status (spec part 2 §2, §4).
import type { BadgeTone } from '../status.js';

export const announcementSendingStatuses = ['open', 'sent'] as const;
export type AnnouncementSendingStatus = (typeof announcementSendingStatuses)[number];

export const announcementSendingStatusLabels: Record<AnnouncementSendingStatus, string> = {
  open: 'Versand offen',
  sent: 'Versendet',
};

export const announcementSendingStatusTones: Record<AnnouncementSendingStatus, BadgeTone> = {
  open: 'warning',
  sent: 'success',
};

export const announcementSendingStatus = (announcement: { sendingIsConfirmed: boolean }): AnnouncementSendingStatus =>
  announcement.sendingIsConfirmed ? 'sent' : 'open';
