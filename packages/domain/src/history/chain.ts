// The history chain (issue 36 §4, decision 0620): every history entry of a project carries the
// SHA-256 of its canonical content, and that content holds the previous entry's hash. Changing,
// deleting or inserting an entry by SQL breaks the chain at that entry. The canonical form is
// defined here once; the server hashes it (node:crypto) when it writes and when it verifies.
import { z } from 'zod';
import { timestampSchema } from '../response-parts.js';

/** Version of the canonical form; part of every hashed content, so a later form can coexist. */
export const HISTORY_CHAIN_VERSION = 1;

/** The "previous hash" of a project's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * Canonical JSON (after RFC 8785, JCS): object keys sorted by UTF-16 code units, no whitespace,
 * strings and numbers as `JSON.stringify` writes them (shortest round-trip form, `-0` as `0`),
 * values with `toJSON` (Date: ISO 8601 UTC with milliseconds) as their JSON form, `undefined`
 * members left out and `undefined` array items as `null` — exactly what the JSON stored in the
 * database (jsonb) gives back. Non-finite numbers and bigints are refused: JSON cannot hold them.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return canonicalJson((value as { toJSON: () => unknown }).toJSON());
  }
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`Keine endliche Zahl: ${value}`);
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value))
        return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
      const record = value as Record<string, unknown>;
      const members = Object.keys(record)
        .filter((key) => record[key] !== undefined && typeof record[key] !== 'function')
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
      return `{${members.join(',')}}`;
    }
    default:
      throw new TypeError(`Nicht als JSON darstellbar: ${typeof value}`);
  }
}

/** A generated document (PDF, ZIP, XML) named by the history entry that made it. */
export type DocumentDigest = { fileId: string; fileName: string; sha256: string };

/** What an entry's hash covers. */
export type ChainEntry = {
  projectId: string;
  /** Position in the project's chain, from 1. */
  seq: number;
  type: string;
  variables: Record<string, unknown>;
  occurredAt: Date;
  recordedAt: Date | null;
  originatorId: string | null;
  documents: readonly DocumentDigest[];
  previousHash: string;
};

/** The entry's canonical content: the text whose SHA-256 (lower-case hex) is its hash. */
export function chainContent(entry: ChainEntry): string {
  return canonicalJson({
    v: HISTORY_CHAIN_VERSION,
    projectId: entry.projectId,
    seq: entry.seq,
    type: entry.type,
    variables: entry.variables,
    occurredAt: entry.occurredAt.toISOString(),
    recordedAt: entry.recordedAt?.toISOString() ?? null,
    originatorId: entry.originatorId,
    documents: entry.documents.map(({ fileId, fileName, sha256 }) => ({ fileId, fileName, sha256 })),
    previousHash: entry.previousHash,
  });
}

/** Why a chain does not match, at its first entry that does not. */
export const chainBreakReasons = {
  changed: 'Inhalt geändert: die Prüfsumme passt nicht mehr zum Eintrag',
  inserted: 'Nachträglich eingefügt: der Eintrag gehört nicht zur Kette',
  missingBefore: 'Davor fehlen Einträge: sie wurden gelöscht',
  linkBroken: 'Verweis auf den Vorgänger passt nicht: der Eintrag davor wurde gelöscht oder ersetzt',
  missingAtEnd: 'Die letzten Einträge fehlen: sie wurden gelöscht',
} as const;
export type ChainBreakReason = keyof typeof chainBreakReasons;

export const chainBreakSchema = z.object({
  reason: z.enum(Object.keys(chainBreakReasons) as [ChainBreakReason, ...ChainBreakReason[]]),
  text: z.string(),
  /** The first entry that does not match (null when the chain's newest entries are missing). */
  historyId: z.string().nullable(),
  seq: z.number().nullable(),
  type: z.string().nullable(),
  occurrenceDate: timestampSchema.nullable(),
});
export type ChainBreak = z.infer<typeof chainBreakSchema>;

export const chainReportSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  entries: z.number(),
  /** The newest entry's hash: what a handed-over record can be checked against later. */
  headHash: z.string().nullable(),
  intact: z.boolean(),
  firstBreak: chainBreakSchema.nullable(),
});
export type ChainReport = z.infer<typeof chainReportSchema>;
export const chainReportsSchema = z.object({ items: z.array(chainReportSchema), checkedAt: timestampSchema });
export type ChainReports = z.infer<typeof chainReportsSchema>;
