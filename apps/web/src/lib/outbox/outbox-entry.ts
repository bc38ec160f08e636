// What the outbox holds (issue "Working without a connection", decision 0390): one field entry as
// it will be sent — the request, the device's id (its Idempotency-Key), the site time, the photos
// kept on the device — and what the user entered, so a refused entry can be shown and corrected.
import type { Violation } from '@baustellendoku/domain';
// Relative, so the outbox benchmark (bench/) can type its entries with this file.
import type { LocalFile } from '../local-files';

/** The field entries that may be made without a connection. */
export const fieldEntryKinds = {
  capture: 'Aufbereitetes Material',
  batchLocation: 'Standort einer Charge',
  delivery: 'Anlieferung',
  mountingDocumentation: 'Einbaudokumentation',
  dynamicLoad: 'Dynamischer Plattendruckversuch',
  staticLoad: 'Statischer Plattendruckversuch',
  deliveryNoteReceipt: 'Übergabe eines Lieferscheins',
} as const;
export type FieldEntryKind = keyof typeof fieldEntryKinds;

/** waiting: stored, sent when possible; rejected: the server said no (reason kept). */
export type StoredState = 'waiting' | 'rejected';
/** What the screens show: "sending" while this device sends it. */
export type OutboxState = StoredState | 'sending';

export const outboxStateLabels: Record<OutboxState, string> = {
  waiting: 'Wartet',
  sending: 'Wird gesendet',
  rejected: 'Abgelehnt',
};

export type EntryDetail = { label: string; value: string };

export type OutboxEntry = {
  /** Made on the device; sent as the Idempotency-Key, so a repeat is booked once. */
  id: string;
  /** The signed-in user who made it: only they see and send it. */
  userId: string;
  kind: FieldEntryKind;
  projectId: string;
  /** Where the entry shows up before it is sent, e.g. `pile:<id>` (its list renders PendingEntries). */
  scope: string;
  /** POST path under /backend/api. */
  path: string;
  /** The request body as validated by the domain schema, with `recordedAt`. */
  body: Record<string, unknown>;
  /** The form's values, to correct a refused entry in its form. */
  formValues: unknown;
  /** The form to correct it in (opened with `?outbox=<id>`). */
  formPath: string;
  /** One line naming the entry ("12,5 t · Miete 3"), and what was entered, as label/value. */
  title: string;
  details: EntryDetail[];
  /** Files kept on the device; `uploadedId` once POST /file took it (never uploaded twice). */
  files: (LocalFile & { uploadedId?: string })[];
  /** The site time (ISO). */
  recordedAt: string;
  /** Order of making; entries are sent in this order. */
  sequence: number;
  state: StoredState;
  /** The server's German reason and field violations of a refusal. */
  reason?: string;
  violations?: Violation[];
};

/** What a form hands to the outbox; the rest is made by it. */
export type FieldEntryDraft = Pick<
  OutboxEntry,
  'kind' | 'projectId' | 'scope' | 'path' | 'body' | 'formValues' | 'formPath' | 'title' | 'details'
> & { recordedAt?: string };

/** Every string of `value` that is a key of `ids` replaced by its value (file ids in a request body). */
export function replaceIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (ids.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => replaceIds(item, ids)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Blob)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceIds(item, ids)])) as T;
  }
  return value;
}

/** Every string of `value` for which `test` holds (the local file ids a body refers to). */
export function stringsIn(value: unknown, test: (text: string) => boolean, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (test(value)) found.add(value);
  } else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, test, found));
  else if (value && typeof value === 'object' && !(value instanceof Blob))
    Object.values(value).forEach((item) => stringsIn(item, test, found));
  return found;
}

/** An entry waiting longer than this is warned about (some browsers clear a site's storage after 7 days). */
export const LONG_WAIT_MS = 3 * 24 * 60 * 60 * 1000;
export const hasWaitedLong = (entry: Pick<OutboxEntry, 'recordedAt'>, now = Date.now()) =>
  now - new Date(entry.recordedAt).getTime() > LONG_WAIT_MS;
