// Pieces the webhook screens share: the status badge and the subscribed events as text.
import { webhookEventLabel, webhookStatusTones, type WebhookStatus } from '@baustellendoku/domain';
import { Badge } from '@/components/ui/badge';

export function WebhookStatusBadge({ status, label }: { status: WebhookStatus; label: string }) {
  return <Badge tone={webhookStatusTones[status]}>{label}</Badge>;
}

export const eventsText = (events: readonly string[]) => events.map(webhookEventLabel).join(', ');
