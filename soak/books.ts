// The books after a run, read straight from PostgreSQL: numbering gap-free, sums exact, every
// delivery and delivery note with its one history entry, every file row with its bytes in the store.
import pg from 'pg';
import type { Confirmed, Demo, LoadResult } from './load.js';

export type Books = {
  deliveries: { id: string; number: number; milliTons: number }[];
  orderCount: number;
  orderMilliTons: number;
  notes: { id: string; number: number; milliTons: number }[];
  /** Deliveries or notes without exactly one history entry. */
  withoutOneHistoryEntry: number;
  /** Delivery notes whose document row is missing. */
  notesWithoutDocument: number;
  fileKeys: string[];
};

const milli = (value: string) => Math.round(Number(value) * 1000);

export async function readBooks(databaseUrl: string, demo: Demo): Promise<Books> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deliveries = await client.query<{ id: string; number: number; amount: string }>(
      'select id, number, amount_in_tons::text as amount from deliveries where order_id = $1 order by number',
      [demo.orderId],
    );
    const order = await client.query<{ count: number; tons: string }>(
      'select delivery_count as count, delivered_amount_in_tons::text as tons from orders where id = $1',
      [demo.orderId],
    );
    const notes = await client.query<{ id: string; number: number; quantity: string }>(
      'select id, number, quantity_in_tons::text as quantity from delivery_notes where project_id = $1 order by number',
      [demo.projectId],
    );
    const history = await client.query<{ missing: string }>(
      `select
         (select count(*) from deliveries d where d.order_id = $1 and (select count(*) from history_events h
            where h.type = 'order.delivery_recorded' and h.variables->>'deliveryId' = d.id::text) <> 1)
       + (select count(*) from delivery_notes n where n.project_id = $2 and (select count(*) from history_events h
            where h.type = 'delivery_note.created' and h.project_id = n.project_id
              and h.variables->>'deliveryNoteNumber' = n.number::text) <> 1) as missing`,
      [demo.orderId, demo.projectId],
    );
    const withoutDocument = await client.query<{ count: string }>(
      `select count(*) from delivery_notes n where n.project_id = $1
         and not exists (select 1 from files f where f.id = n.document_file_id)`,
      [demo.projectId],
    );
    const files = await client.query<{ key: string }>('select storage_key as key from files');
    return {
      deliveries: deliveries.rows.map((row) => ({ id: row.id, number: row.number, milliTons: milli(row.amount) })),
      orderCount: order.rows[0]!.count,
      orderMilliTons: milli(order.rows[0]!.tons),
      notes: notes.rows.map((row) => ({ id: row.id, number: row.number, milliTons: milli(row.quantity) })),
      withoutOneHistoryEntry: Number(history.rows[0]!.missing),
      notesWithoutDocument: Number(withoutDocument.rows[0]!.count),
      fileKeys: files.rows.map((row) => row.key),
    };
  } finally {
    await client.end();
  }
}

const isGapFree = (numbers: number[]) => numbers.every((number, index) => number === index + 1);
const sum = (rows: { milliTons: number }[]) => rows.reduce((total, row) => total + row.milliTons, 0);

/**
 * Failures of the books after a run. `exact`: every write was answered, so the new rows are exactly
 * the confirmed ones. Otherwise (an outage): every confirmed write is there, and at most the
 * unanswered ones were committed on top (their answer was lost with the connection).
 */
export function checkBooks(
  before: Books,
  after: Books,
  load: Pick<LoadResult, 'deliveries' | 'failedDeliveries' | 'notes' | 'failedNotes'>,
  storedKeys: Set<string>,
  exact: boolean,
): { failures: string[]; facts: string[] } {
  const failures: string[] = [];
  const facts: string[] = [];
  const compare = (
    what: string,
    rowsBefore: Books['deliveries'],
    rowsAfter: Books['deliveries'],
    confirmed: Confirmed[],
    failed: number,
  ) => {
    const known = new Set(rowsBefore.map((row) => row.id));
    const added = rowsAfter.filter((row) => !known.has(row.id));
    const addedIds = new Set(added.map((row) => row.id));
    const lost = confirmed.filter((row) => !addedIds.has(row.id));
    const unconfirmed = added.length - (confirmed.length - lost.length);
    facts.push(
      `${what}: ${rowsBefore.length} → ${rowsAfter.length} (bestätigt ${confirmed.length}, ohne Antwort ${failed}, davon gespeichert ${unconfirmed})`,
    );
    if (!isGapFree(rowsAfter.map((row) => row.number)))
      failures.push(`${what}: Nummern nicht lückenlos 1…${rowsAfter.length}`);
    if (lost.length > 0) failures.push(`${what}: ${lost.length} bestätigte fehlen in der Datenbank`);
    if (exact && unconfirmed !== 0) failures.push(`${what}: ${unconfirmed} nicht bestätigte gespeichert`);
    if (!exact && unconfirmed > failed)
      failures.push(`${what}: ${unconfirmed} nicht bestätigte gespeichert, aber nur ${failed} ohne Antwort`);
    for (const row of confirmed) {
      const stored = added.find((candidate) => candidate.id === row.id);
      if (stored && (stored.number !== row.number || stored.milliTons !== row.milliTons)) {
        failures.push(`${what}: Nr. ${row.number} anders gespeichert als bestätigt`);
      }
    }
    if (exact && sum(added) !== sum(confirmed))
      failures.push(`${what}: Summe ${sum(added)} ≠ bestätigt ${sum(confirmed)} (kg)`);
  };
  compare('Anlieferungen', before.deliveries, after.deliveries, load.deliveries, load.failedDeliveries);
  compare('Lieferscheine', before.notes, after.notes, load.notes, load.failedNotes);
  if (after.orderCount !== after.deliveries.length) {
    failures.push(`Bestellung zählt ${after.orderCount} Anlieferungen, gespeichert sind ${after.deliveries.length}`);
  }
  if (after.orderMilliTons !== sum(after.deliveries)) {
    failures.push(
      `Bestellung: geliefert ${after.orderMilliTons / 1000} t ≠ Summe der Anlieferungen ${sum(after.deliveries) / 1000} t`,
    );
  }
  facts.push(`Geliefert laut Bestellung ${(after.orderMilliTons / 1000).toFixed(3)} t = Summe der Anlieferungen`);
  if (after.withoutOneHistoryEntry > 0)
    failures.push(`${after.withoutOneHistoryEntry} Anlieferungen/Lieferscheine ohne genau einen Verlaufseintrag`);
  if (after.notesWithoutDocument > 0) failures.push(`${after.notesWithoutDocument} Lieferscheine ohne Dokument-Zeile`);
  const missing = after.fileKeys.filter((key) => !storedKeys.has(key));
  if (missing.length > 0) failures.push(`${missing.length} Datei-Zeilen zeigen auf fehlende Dateien`);
  facts.push(
    `${after.fileKeys.length} Datei-Zeilen, alle mit Inhalt im Speicher: ${missing.length === 0 ? 'ja' : 'nein'}`,
  );
  return { failures, facts };
}
