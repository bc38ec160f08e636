// The outbox's rules (decision 0390) against a fake server that keeps Idempotency-Keys like the real
// one: in order, exactly once, refusals kept with their reason, nothing overtakes a waiting entry,
// one user's entries are never sent for another, kept photos uploaded once.
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { registerLocalFile } from '@/lib/local-files';
import { hasWaitedLong, type FieldEntryDraft, type OutboxEntry } from './outbox-entry';
import { OutboxSender, type OutboxTransport } from './outbox-sender';
import { memoryPersistence, OutboxStore } from './outbox-store';

type Call = { key: string; path: string; body: Record<string, unknown> };

/** A server that books each key once and answers a repeat with the first answer. */
function fakeServer() {
  const answers = new Map<string, unknown>();
  const booked: Call[] = [];
  const uploads: string[] = [];
  const state = {
    offline: false,
    /** The next send commits but its answer is lost on the way back. */
    loseNextAnswer: false,
    refuse: null as null | ((call: Call) => ApiError | null),
  };
  const transport: OutboxTransport = {
    upload: async (file) => {
      if (state.offline) throw new ApiError(0, 'Offline', null);
      uploads.push(file.fileName);
      return `00000000-0000-4000-8000-${String(uploads.length).padStart(12, '0')}`;
    },
    send: async (entry, body) => {
      if (state.offline) throw new ApiError(0, 'Offline', null);
      const call = { key: entry.id, path: entry.path, body };
      const refusal = state.refuse?.(call);
      if (refusal) throw refusal;
      if (!answers.has(call.key)) {
        booked.push(call);
        answers.set(call.key, { booked: booked.length });
      }
      if (state.loseNextAnswer) {
        state.loseNextAnswer = false;
        throw new ApiError(0, 'Offline', null);
      }
      return answers.get(call.key);
    },
  };
  return { transport, booked, uploads, state };
}

const draft = (amountInTons: number, overrides: Partial<FieldEntryDraft> = {}): FieldEntryDraft => ({
  kind: 'capture',
  projectId: 'p1',
  scope: 'pile:1',
  path: '/wrecking-pile/1/capture-broken-material',
  body: { amountInTons },
  formValues: { amountInTons },
  formPath: '/projects/p1/wrecking-piles/1/capture-processed-material',
  title: `${amountInTons} t`,
  details: [],
  ...overrides,
});

let persistence: ReturnType<typeof memoryPersistence>;
let store: OutboxStore;
let server: ReturnType<typeof fakeServer>;
let sender: OutboxSender;
let refreshed: number;
beforeEach(async () => {
  persistence = memoryPersistence();
  store = new OutboxStore(persistence);
  await store.ready;
  server = fakeServer();
  refreshed = 0;
  sender = new OutboxSender(store, server.transport, { onSent: () => void refreshed++ });
});

const stored = () => [...persistence.stored.values()];
const tons = (calls: Call[]) => calls.map((call) => call.body.amountInTons);

describe('outbox', () => {
  it('keeps entries made offline on the device, in order, and sends them in that order with their keys', async () => {
    server.state.offline = true;
    const entries: OutboxEntry[] = [];
    for (const amount of [12, 7, 3]) entries.push(await sender.enqueue(draft(amount), 'machinist'));
    expect((await sender.flush('machinist')).stopped).toBe('offline');
    expect(stored().map((entry) => entry.state)).toEqual(['waiting', 'waiting', 'waiting']);

    // A new store over the same storage: the app was closed and opened again.
    store = new OutboxStore(persistence);
    sender = new OutboxSender(store, server.transport, { onSent: () => void refreshed++ });
    await store.ready;
    expect(store.getSnapshot().map((entry) => entry.body.amountInTons)).toEqual([12, 7, 3]);

    server.state.offline = false;
    const result = await sender.flush('machinist');
    expect(result.stopped).toBeNull();
    expect(tons(server.booked)).toEqual([12, 7, 3]);
    expect(server.booked.map((call) => call.key)).toEqual(entries.map((entry) => entry.id));
    expect(stored()).toEqual([]);
    expect(refreshed).toBe(1);
  });

  it('books an entry whose answer was lost once: the repeat carries the same key', async () => {
    await sender.enqueue(draft(12), 'machinist');
    await sender.enqueue(draft(5), 'machinist');
    server.state.loseNextAnswer = true;
    const first = await sender.flush('machinist');
    expect(first.stopped).toBe('offline');
    // The later entry did not overtake the one without an answer.
    expect(tons(server.booked)).toEqual([12]);
    expect(stored().map((entry) => entry.state)).toEqual(['waiting', 'waiting']);

    await sender.flush('machinist');
    expect(tons(server.booked)).toEqual([12, 5]);
    expect(stored()).toEqual([]);
  });

  it('keeps a refused entry as "abgelehnt" with the reason and the violations, and sends the next one', async () => {
    server.state.refuse = (call) =>
      call.body.amountInTons === 7
        ? new ApiError(403, 'Forbidden', {
            message: 'Sie haben nicht die nötigen Berechtigungen für diese Aktion.',
            code: 403,
            payload: { violations: [{ propertyPath: 'amountInTons', title: 'Bitte Standort(e) dokumentieren' }] },
          })
        : null;
    await sender.enqueue(draft(12), 'machinist');
    const refused = await sender.enqueue(draft(7), 'machinist');
    await sender.enqueue(draft(3), 'machinist');
    const { outcomes } = await sender.flush('machinist');
    expect(outcomes.get(refused.id)?.kind).toBe('rejected');
    expect(tons(server.booked)).toEqual([12, 3]);
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toMatchObject({
      id: refused.id,
      state: 'rejected',
      reason: 'Sie haben nicht die nötigen Berechtigungen für diese Aktion.',
      violations: [{ propertyPath: 'amountInTons', title: 'Bitte Standort(e) dokumentieren' }],
      formValues: { amountInTons: 7 },
    });

    // Sent again on purpose: under a new key (the old one holds the refusal), then booked.
    server.state.refuse = null;
    await sender.resend(stored()[0]!);
    expect(stored()[0]!.id).not.toBe(refused.id);
    await sender.flush('machinist');
    expect(tons(server.booked)).toEqual([12, 3, 7]);
    expect(stored()).toEqual([]);
  });

  it('stops at a server error or an expired session and keeps the entries waiting', async () => {
    await sender.enqueue(draft(12), 'machinist');
    await sender.enqueue(draft(5), 'machinist');
    server.state.refuse = () => new ApiError(503, 'Service Unavailable', null);
    expect((await sender.flush('machinist')).stopped).toBe('retry');
    server.state.refuse = () => new ApiError(401, 'Unauthorized', null);
    expect((await sender.flush('machinist')).stopped).toBe('session');
    expect(server.booked).toEqual([]);
    expect(stored().map((entry) => entry.state)).toEqual(['waiting', 'waiting']);
    // The same user signed in again.
    server.state.refuse = null;
    await sender.flush('machinist');
    expect(tons(server.booked)).toEqual([12, 5]);
  });

  it('never sends one user’s entries for another user of the device', async () => {
    await sender.enqueue(draft(12), 'foreman');
    await sender.enqueue(draft(4), 'machinist');
    await sender.flush('machinist');
    expect(tons(server.booked)).toEqual([4]);
    expect(stored().map((entry) => entry.userId)).toEqual(['foreman']);
  });

  it('uploads a kept photo once, before its entry, and sends the server’s file id', async () => {
    const photo = registerLocalFile({
      id: '11111111-1111-4111-8111-111111111111',
      fileName: 'Lieferschein.jpg',
      blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
    });
    await sender.enqueue(
      draft(9, {
        kind: 'delivery',
        path: '/order/1/delivery',
        body: { amountInTons: 9, attachmentDocuments: [photo.id] },
      }),
      'foreman',
    );
    expect(stored()[0]!.files.map((file) => file.fileName)).toEqual(['Lieferschein.jpg']);
    // The photo arrives, the entry's request does not: the repeat does not upload again.
    server.state.refuse = () => new ApiError(0, 'Offline', null);
    await sender.flush('foreman');
    expect(server.uploads).toEqual(['Lieferschein.jpg']);
    expect(stored()[0]!.files[0]!.uploadedId).toBe('00000000-0000-4000-8000-000000000001');
    server.state.refuse = null;
    await sender.flush('foreman');
    expect(server.uploads).toEqual(['Lieferschein.jpg']);
    expect(server.booked[0]!.body).toEqual({
      amountInTons: 9,
      attachmentDocuments: ['00000000-0000-4000-8000-000000000001'],
    });
  });

  it('runs one flush at a time: two at once send each entry once', async () => {
    for (const amount of [1, 2, 3]) await sender.enqueue(draft(amount), 'machinist');
    await Promise.all([sender.flush('machinist'), sender.flush('machinist')]);
    expect(tons(server.booked)).toEqual([1, 2, 3]);
  });
});

describe('the warning for entries that wait long (issue 22 §6)', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('warns after more than 3 days, before some browsers clear a site unused for 7 days', () => {
    expect(hasWaitedLong({ recordedAt: '2026-11-24T12:00:00Z' }, now)).toBe(false);
    expect(hasWaitedLong({ recordedAt: '2026-11-24T11:59:00Z' }, now)).toBe(true);
    expect(hasWaitedLong({ recordedAt: '2026-11-27T11:00:00Z' }, now)).toBe(false);
  });
});
