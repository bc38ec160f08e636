// Who approved or rejected the order, when, and with which comment (spec part 3 §2 "Order
// detail"); not shown while the order is in review.
import { CheckCircle2, XCircle } from 'lucide-react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { formatDateTime } from '@/lib/format';
import type { Order } from '../types';

export function DecisionInformation({ order }: { order: Order }) {
  if (order.status === 'in_review') return null;
  const rejected = order.rejectionInformation;
  const information = rejected ?? order.approvalInformation;
  if (!information) return null;
  const Icon = rejected ? XCircle : CheckCircle2;
  return (
    <Card>
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            <Icon className={rejected ? 'size-4 text-danger-600' : 'size-4 text-success-700'} aria-hidden />
            {rejected ? 'Ablehnung' : 'Freigabe'}
          </span>
        }
      />
      <CardBody>
        <DetailList
          items={[
            { label: rejected ? 'Abgelehnt von' : 'Freigegeben von', value: information.createdBy?.name },
            { label: rejected ? 'Abgelehnt am' : 'Freigegeben am', value: formatDateTime(information.createdAt) },
            {
              label: 'Kommentar',
              value: information.comment || <span className="text-slate-500">Kein Kommentar</span>,
              wide: true,
            },
          ]}
        />
      </CardBody>
    </Card>
  );
}
