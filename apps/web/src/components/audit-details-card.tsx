// The "Details" card of a detail screen: who created the record and when, who changed it last and
// when (only once it was changed), with the screen's own items before or after those lines.
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DetailList, type DetailItem } from '@/components/ui/detail-list';
import { formatDateTime } from '@/lib/format';

type Person = { name: string } | null | undefined;
export type AuditedRecord = {
  createdBy?: Person;
  createdAt: string;
  updatedBy?: Person;
  updatedAt?: string | null;
};

export function AuditDetailsCard({
  record,
  createdVerb = 'Erstellt',
  leading = [],
  trailing = [],
  singleColumn = false,
}: {
  record: AuditedRecord;
  /** The spec's word for creating this kind of record: "Erstellt", "Angelegt", "Dokumentiert". */
  createdVerb?: string;
  leading?: DetailItem[];
  trailing?: DetailItem[];
  singleColumn?: boolean;
}) {
  return (
    <Card>
      <CardHeader title="Details" />
      <CardBody>
        <DetailList
          {...(singleColumn ? { className: 'sm:grid-cols-1' } : {})}
          items={[
            ...leading,
            { label: `${createdVerb} von`, value: record.createdBy?.name },
            { label: `${createdVerb} am`, value: formatDateTime(record.createdAt) },
            ...(record.updatedAt
              ? [
                  { label: 'Zuletzt geändert von', value: record.updatedBy?.name },
                  { label: 'Zuletzt geändert am', value: formatDateTime(record.updatedAt) },
                ]
              : []),
            ...trailing,
          ]}
        />
      </CardBody>
    </Card>
  );
}
