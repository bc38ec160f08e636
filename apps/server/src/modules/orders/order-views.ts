// Stored orders and deliveries → their answers (spec part 3 §3; declared in the domain's orders/responses). Amounts are JSON
// numbers made from the exact numeric text (decision 0151); names and files are fetched in batches.
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  decimalToNumber,
  deliveryProgressPercent,
  optionLabel,
  orderStatusGroups,
  type DeliveryVersionView,
  type DeliveryView,
  type OrderPhase,
  type SignatureRole,
  type OrderView,
} from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { deliveries, receiptSignatures, deliveryVersions, orders } from '../../db/schema/index.js';
import { userNamesAndFiles, type FileView } from '../files/files.service.js';
import { searchCondition, searchWords } from '../../lib/list-query.js';
import type { UserName } from '../../lib/user-names.js';
import { toSignatureView } from '../../lib/receipt-signatures.js';

export type { DeliveryView, OrderView };

export type OrderRow = typeof orders.$inferSelect;

/** A signature as the delivery's row carries it (JSON of receipt_signatures, exact text). */
type SignaturePart = {
  version: number;
  role: SignatureRole;
  signerName: string;
  signedAt: string;
  latitude: string | null;
  longitude: string | null;
  accuracyInMeters: string | null;
  imageFileId: string;
};
/** A former version as the delivery's row carries it (JSON of delivery_versions, exact text). */
type VersionPart = {
  version: number;
  amountInTons: string;
  deliveryDate: string;
  comment: string | null;
  reference: string | null;
  correctionReason: string | null;
  correctedAt: string | null;
  correctedBy: string | null;
};

/**
 * A delivery with its signatures and former versions, read in the same statement as the delivery
 * (subqueries as JSON, numbers as text), so a list of deliveries costs no statement more (decision 0371).
 */
/** The outer delivery's id, qualified (drizzle writes a column of a one-table select unqualified). */
const outerDeliveryId = sql`${deliveries}.${sql.identifier(deliveries.id.name)}`;
const deliverySelection = {
  ...getTableColumns(deliveries),
  signatureParts: sql<SignaturePart[]>`(select coalesce(json_agg(json_build_object(
      'version', s.version, 'role', s.role, 'signerName', s.signer_name, 'signedAt', s.signed_at,
      'latitude', s.latitude::text, 'longitude', s.longitude::text, 'accuracyInMeters', s.accuracy_in_meters::text,
      'imageFileId', s.image_file_id) order by s.version, s.role desc), '[]'::json)
    from ${receiptSignatures} s where s.delivery_id = ${outerDeliveryId})`.as('signature_parts'),
  versionParts: sql<VersionPart[]>`(select coalesce(json_agg(json_build_object(
      'version', v.version, 'amountInTons', v.amount_in_tons::text, 'deliveryDate', v.delivery_date::text,
      'comment', v.comment, 'reference', v.reference, 'correctionReason', v.correction_reason,
      'correctedAt', v.corrected_at, 'correctedBy', v.corrected_by) order by v.version desc), '[]'::json)
    from ${deliveryVersions} v where v.delivery_id = ${outerDeliveryId})`.as('version_parts'),
};
export type DeliveryRow = typeof deliveries.$inferSelect & {
  signatureParts: SignaturePart[];
  versionParts: VersionPart[];
};

/** The PGlite and pg drivers both parse json; a string would mean a driver that does not. */
const parsed = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);
const withParts = (row: DeliveryRow): DeliveryRow => ({
  ...row,
  signatureParts: parsed(row.signatureParts),
  versionParts: parsed(row.versionParts),
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const pick = (files: Map<string, FileView>, ids: readonly string[]) =>
  ids.flatMap((id) => (files.has(id) ? [files.get(id)!] : []));

/** Views of many orders (one query per kind of related data), optionally with their deliveries. */
export async function orderViews(
  db: Executor,
  rows: readonly OrderRow[],
  withDeliveries: boolean,
): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const deliveryRows = withDeliveries
    ? (
        (await prepared(db, 'order_deliveries', (db) =>
          db
            .select(deliverySelection)
            .from(deliveries)
            .where(sql`${deliveries.orderId} = any(${sql.placeholder('ids')})`)
            .orderBy(asc(deliveries.number)),
        ).execute({ ids: rows.map((row) => row.id) })) as DeliveryRow[]
      ).map(withParts)
    : [];
  const { userName, files } = await userNamesAndFiles(
    db,
    [
      ...rows.flatMap((row) => [row.createdBy, row.updatedBy, row.approvedBy, row.rejectedBy]),
      ...deliveryRows.flatMap(deliveryUserIds),
    ],
    [...rows.flatMap((row) => row.attachmentFileIds), ...deliveryRows.flatMap(deliveryFileIds)],
  );
  const deliveryViewsByOrder = new Map<string, DeliveryView[]>();
  for (const row of deliveryRows) {
    const list = deliveryViewsByOrder.get(row.orderId) ?? [];
    list.push(toDeliveryView(row, userName, files));
    deliveryViewsByOrder.set(row.orderId, list);
  }
  return rows.map((row) => ({
    orderId: row.id,
    projectId: row.projectId,
    orderNumber: row.orderNumber,
    materialOrigin: row.materialOrigin,
    carrier: row.carrier,
    materialClass: row.materialClass,
    materialClassLabel: optionLabel('orderMaterialClass', row.materialClass) ?? null,
    declaredQuantityInTons: decimalToNumber(row.declaredQuantityInTons),
    deliveredAmountInTons: decimalToNumber(row.deliveredAmountInTons),
    deliveryProgressInPercent: deliveryProgressPercent(row.deliveredAmountInTons, row.declaredQuantityInTons),
    approvalByAppraiserRequired: row.approvalByAppraiserRequired,
    disposalCode: row.disposalCode,
    comment: row.comment,
    attachmentDocuments: pick(files, row.attachmentFileIds),
    status: row.status,
    deliveryCount: row.deliveryCount,
    ...(withDeliveries ? { deliveries: deliveryViewsByOrder.get(row.id) ?? [] } : {}),
    createdAt: row.createdAt.toISOString(),
    createdBy: userName(row.createdBy),
    updatedAt: iso(row.updatedAt),
    updatedBy: userName(row.updatedBy),
    // Hidden while in review (spec part 3 §4): an edit clears a former approval.
    approvalInformation:
      row.approvedAt && row.status !== 'in_review'
        ? { createdBy: userName(row.approvedBy), createdAt: row.approvedAt.toISOString(), comment: row.approvalComment }
        : null,
    rejectionInformation: row.rejectedAt
      ? { createdBy: userName(row.rejectedBy), createdAt: row.rejectedAt.toISOString(), comment: row.rejectionComment }
      : null,
  }));
}

const deliveryUserIds = (row: DeliveryRow) => [
  row.createdBy,
  row.correctedBy,
  ...row.versionParts.map((version) => version.correctedBy),
];
const deliveryFileIds = (row: DeliveryRow) => [
  ...row.attachmentFileIds,
  ...row.signatureParts.map((signature) => signature.imageFileId),
];

function toDeliveryView(
  row: DeliveryRow,
  userName: (id: string | null) => UserName | null,
  files: Map<string, FileView>,
): DeliveryView {
  const signatures = row.signatureParts;
  const signaturesOf = (version: number) =>
    signatures
      .filter((signature) => signature.version === version)
      .map((signature) => toSignatureView({ ...signature, signedAt: new Date(signature.signedAt) }, files));
  const correction = (reason: string | null, at: Date | string | null, by: string | null) =>
    reason !== null && at !== null
      ? { reason, correctedAt: new Date(at).toISOString(), correctedBy: userName(by) }
      : null;
  const current = signaturesOf(row.version);
  return {
    deliveryId: row.id,
    orderId: row.orderId,
    projectId: row.projectId,
    number: row.number,
    version: row.version,
    amountInTons: decimalToNumber(row.amountInTons),
    deliveryDate: row.deliveryDate,
    comment: row.comment,
    reference: row.reference,
    attachmentDocuments: pick(files, row.attachmentFileIds),
    createdAt: row.createdAt.toISOString(),
    recordedAt: row.recordedAt?.toISOString() ?? null,
    createdBy: userName(row.createdBy),
    signatures: current,
    isSigned: signatures.length > 0,
    correction: correction(row.correctionReason, row.correctedAt, row.correctedBy),
    previousVersions: row.versionParts.map((version): DeliveryVersionView => ({
      version: version.version,
      amountInTons: decimalToNumber(version.amountInTons),
      deliveryDate: version.deliveryDate,
      comment: version.comment,
      reference: version.reference,
      signatures: signaturesOf(version.version),
      correction: correction(version.correctionReason, version.correctedAt, version.correctedBy),
    })),
    receiptDocumentUrl: `/backend/api/order/${row.orderId}/delivery/${row.id}/document`,
  };
}

export async function deliveryView(db: Executor, row: DeliveryRow): Promise<DeliveryView> {
  const { userName, files } = await userNamesAndFiles(db, deliveryUserIds(row), deliveryFileIds(row));
  return toDeliveryView(row, userName, files);
}

export async function findOrder(db: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = (await prepared(db, 'order', (db) =>
    db
      .select()
      .from(orders)
      .where(eq(orders.id, sql.placeholder('id'))),
  ).execute({ id: orderId })) as OrderRow[];
  return row;
}

export type OrderListFilter = {
  skip: number;
  limit: number;
  /** A group of the orders list (spec part 3 §2), e.g. `delivery` for the deliveries overview. */
  phase?: OrderPhase | undefined;
  /** Words found in the order number or the carrier. */
  search?: string | undefined;
};

/** The orders the list shows (its group and search); its export uses the same (orders-export.ts). */
export function orderListCondition(projectId: string | SQLWrapper, filter: Omit<OrderListFilter, 'skip' | 'limit'>) {
  const phase = orderStatusGroups.find((group) => group.key === filter.phase);
  return and(
    eq(orders.projectId, projectId),
    phase ? inArray(orders.status, [...phase.statuses]) : undefined,
    searchCondition(filter.search, [orders.orderNumber, orders.carrier]),
  );
}

/**
 * A page of the orders list. A group without a search is one prepared statement per group (the
 * screens' lists: built and planned once, decision 0762); a search builds its statement.
 */
export async function listOrderRows(db: Executor, projectId: string, filter: OrderListFilter): Promise<OrderRow[]> {
  const build = (db: Executor, condition: SQL | undefined) =>
    db.select().from(orders).where(condition).orderBy(desc(orders.createdAt), asc(orders.id));
  if (searchWords(filter.search).length > 0)
    return build(db, orderListCondition(projectId, filter)).offset(filter.skip).limit(filter.limit);
  const page = prepared(db, `order_page_${filter.phase ?? 'all'}`, (db) =>
    build(db, orderListCondition(sql.placeholder('projectId'), { phase: filter.phase }))
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('limit')),
  );
  return (await page.execute({ projectId, skip: filter.skip, limit: filter.limit })) as OrderRow[];
}

export async function findDelivery(
  db: Executor,
  orderId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  // Prepared (decision 0782): every delivery's answer reads it.
  const [row] = (await prepared(db, 'delivery', (db) =>
    db
      .select(deliverySelection)
      .from(deliveries)
      .where(and(eq(deliveries.id, sql.placeholder('deliveryId')), eq(deliveries.orderId, sql.placeholder('orderId')))),
  ).execute({ deliveryId, orderId })) as DeliveryRow[];
  return row && withParts(row);
}
