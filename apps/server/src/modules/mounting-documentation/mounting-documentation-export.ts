// The installation documentation list as CSV/XLSX (issue 35 item 4): one line per installation
// with the list's search and order (newest installation day first), the orders it used and its
// liming.
import { and, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mountingDocumentationOrders, mountingDocumentations, orders } from '../../db/schema/index.js';
import { columns, keyset, keysetPages, personName, yesNo, type ListExport } from '../../lib/export/index.js';
import { mountingDocumentationListCondition } from './mounting-documentation.service.js';

const key = keyset([
  { column: mountingDocumentations.mountingDate, descending: true },
  { column: mountingDocumentations.createdAt, descending: true },
  { column: mountingDocumentations.id, descending: true },
]);

const table = mountingDocumentations;
const line = {
  gridField: table.gridField,
  mountingDate: table.mountingDate,
  fillingHeightInMeters: table.fillingHeightInMeters,
  isLimed: table.isLimed,
  limeAmount: table.limeAmountPerSquareMeterInKilograms,
  dateOfLiming: table.dateOfLiming,
  dateOfSecondCompaction: table.dateOfSecondCompaction,
  dateOfSecondStabilization: table.dateOfSecondStabilization,
  secondLimeAmount: table.limeAmountPerSquareMeterOfSecondStabilizationInKilograms,
  createdAt: table.createdAt,
  recordedAt: table.recordedAt,
  creator: personName(table.createdBy),
  // The orders in the order the user picked them, as the list shows them.
  orderNumbers: sql<
    string | null
  >`(select string_agg(${orders.orderNumber}, ', ' order by ${mountingDocumentationOrders.position})
    from ${mountingDocumentationOrders} join ${orders} on ${orders.id} = ${mountingDocumentationOrders.orderId}
    where ${mountingDocumentationOrders.mountingDocumentationId} = ${table.id})`,
};
type Row = typeof mountingDocumentations.$inferSelect;
type Line = Pick<Row, 'gridField' | 'mountingDate' | 'fillingHeightInMeters' | 'isLimed'> &
  Pick<Row, 'dateOfLiming' | 'dateOfSecondCompaction' | 'dateOfSecondStabilization' | 'createdAt' | 'recordedAt'> & {
    limeAmount: string | null;
    secondLimeAmount: string | null;
    creator: string | null;
    orderNumbers: string | null;
  };

export function mountingDocumentationExport(
  db: Executor,
  projectId: string,
  search: string | undefined,
): ListExport<Line> {
  return {
    title: 'Einbaudokumentation',
    columns: columns<Line>([
      { title: 'Rasterfeld', type: 'text', value: (row) => row.gridField },
      { title: 'Einbaudatum', type: 'date', value: (row) => row.mountingDate },
      { title: 'Bestellungen', type: 'text', width: 30, value: (row) => row.orderNumbers },
      { title: 'Einbauhöhe (m)', type: 'decimal', decimals: 2, value: (row) => row.fillingHeightInMeters },
      { title: 'Gekalkt', type: 'text', width: 10, value: (row) => yesNo(row.isLimed) },
      { title: 'Kalkmenge (kg/m²)', type: 'decimal', decimals: 2, value: (row) => row.limeAmount },
      { title: 'Datum der Kalkung', type: 'date', value: (row) => row.dateOfLiming },
      { title: 'Datum der zweiten Verdichtung', type: 'date', value: (row) => row.dateOfSecondCompaction },
      { title: 'Datum der zweiten Stabilisierung', type: 'date', value: (row) => row.dateOfSecondStabilization },
      {
        title: 'Kalkmenge zweite Stabilisierung (kg/m²)',
        type: 'decimal',
        decimals: 2,
        value: (row) => row.secondLimeAmount,
      },
      { title: 'Erfasst am', type: 'datetime', value: (row) => row.recordedAt ?? row.createdAt },
      { title: 'Erfasst von', type: 'text', value: (row) => row.creator },
    ]),
    pages: keysetPages(key, (after, limit) =>
      db
        .select({ ...line, ...key.columns })
        .from(table)
        .where(and(mountingDocumentationListCondition(db, projectId, search), after))
        .orderBy(...key.orderBy)
        .limit(limit),
    ),
  };
}
