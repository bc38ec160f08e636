// Status badge colours shared by every feature (spec part 1 §4): approved and in_delivery are
// success, rejected and deactivated danger, every other status warning.
export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export function statusTone(status: string): BadgeTone {
  if (status === 'approved' || status === 'in_delivery') return 'success';
  if (status === 'rejected' || status === 'deactivated') return 'danger';
  return 'warning';
}
