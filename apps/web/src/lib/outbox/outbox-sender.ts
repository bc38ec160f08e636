// Sending the outbox (decision 0390): one user's waiting entries, oldest first, one at a time, each
// with its device id as Idempotency-Key (a repeat after a lost answer is booked once). Photos kept
// on the device are uploaded first (each once; the server's id is stored with the entry). The
// server's answer decides:
// - accepted: the entry leaves the outbox;
// - refused (4xx): it stays as "abgelehnt" with the German reason and the field violations, and
//   the next entry is sent (a refusal is an answer, not a reason to stop);
// - no answer (no connection, a lost answer, 5xx, the session expired): it stays waiting and the
//   run stops there, so later entries never overtake it. The next run sends it again.
// One run at a time per device: in this tab by a promise chain, across tabs by a Web Lock.
import { apiMessages, type Violation } from '@baustellendoku/domain';
import { ApiError, errorMessage } from '@/lib/api-client';
import { localFileOf, type LocalFile } from '@/lib/local-files';
import { replaceIds, stringsIn, type FieldEntryDraft, type OutboxEntry } from './outbox-entry';
import type { OutboxStore } from './outbox-store';

export type OutboxTransport = {
  /** POST /file with a kept file; the server's file id. */
  upload(file: LocalFile): Promise<string>;
  /** The entry's request with its Idempotency-Key; the server's answer. */
  send(entry: OutboxEntry, body: Record<string, unknown>): Promise<unknown>;
};

export type SendOutcome =
  { kind: 'sent'; result: unknown } | { kind: 'rejected'; error: ApiError } | { kind: 'waiting'; error: unknown };

/** Why a run stopped before the end: no connection, the session ended, or try again later. */
export type StopReason = 'offline' | 'session' | 'retry';
export type FlushResult = { outcomes: Map<string, SendOutcome>; stopped: StopReason | null };

/** An answer that says nothing about the entry itself: send it again later. */
function stopReasonOf(error: unknown): StopReason | null {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.status === 0) return 'offline';
  if (error.status === 401) return 'session';
  // 408/429/5xx, and "still running" (409 of a repeat while the first is in progress).
  if (error.status >= 500 || error.status === 408 || error.status === 429) return 'retry';
  if (error.status === 409 && error.body?.message === apiMessages.idempotencyInProgress) return 'retry';
  return null;
}

const violationsOf = (error: ApiError): Violation[] => error.violations;

export class OutboxSender {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: OutboxStore,
    private readonly transport: OutboxTransport,
    private readonly options: { onSent?: () => void | Promise<void>; isOnline?: () => boolean } = {},
  ) {}

  /** Stores a new entry with the local files its body names. Throws StorageFullError. */
  enqueue(draft: FieldEntryDraft, userId: string): Promise<OutboxEntry> {
    const localIds = stringsIn(draft.body, (text) => localFileOf(text) !== undefined);
    const files = [...localIds].map((id) => ({ ...localFileOf(id)! }));
    return this.store.add(draft, userId, files);
  }

  /** Sends the user's waiting entries in order; one run at a time. */
  flush(userId: string): Promise<FlushResult> {
    const run = this.chain.then(() => this.exclusive(() => this.run(userId)));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? (locks.request('baustellendoku-outbox', work) as Promise<T>) : work();
  }

  private async run(userId: string): Promise<FlushResult> {
    const outcomes = new Map<string, SendOutcome>();
    if (this.options.isOnline && !this.options.isOnline()) return { outcomes, stopped: 'offline' };
    // Another tab may have sent entries meanwhile: read the stored state first.
    await this.store.reload();
    let stopped: StopReason | null = null;
    const waiting = this.store.getSnapshot().filter((entry) => entry.userId === userId && entry.state === 'waiting');
    for (const entry of waiting) {
      this.store.setSending(entry.id, true);
      const outcome = await this.sendOne(entry).finally(() => this.store.setSending(entry.id, false));
      outcomes.set(entry.id, outcome);
      if (outcome.kind === 'waiting') {
        stopped = stopReasonOf(outcome.error) ?? 'retry';
        break;
      }
    }
    if ([...outcomes.values()].some((outcome) => outcome.kind === 'sent')) await this.options.onSent?.();
    return { outcomes, stopped };
  }

  private async sendOne(entry: OutboxEntry): Promise<SendOutcome> {
    try {
      const result = await this.transport.send(entry, await this.uploadFiles(entry));
      await this.store.remove(entry.id);
      return { kind: 'sent', result };
    } catch (error) {
      if (stopReasonOf(error) !== null || !(error instanceof ApiError)) return { kind: 'waiting', error };
      const current = this.store.find(entry.id) ?? entry;
      await this.store.put({
        ...current,
        state: 'rejected',
        reason: errorMessage(error),
        violations: violationsOf(error),
      });
      return { kind: 'rejected', error };
    }
  }

  /** Uploads the entry's kept files not uploaded yet; the body with the server's file ids. */
  private async uploadFiles(entry: OutboxEntry): Promise<Record<string, unknown>> {
    let current = entry;
    for (const file of entry.files) {
      if (file.uploadedId) continue;
      const uploadedId = await this.transport.upload(file);
      current = {
        ...current,
        files: current.files.map((item) => (item.id === file.id ? { ...item, uploadedId } : item)),
      };
      await this.store.put(current);
    }
    const ids = new Map(current.files.map((file) => [file.id, file.uploadedId!]));
    return replaceIds(current.body, ids);
  }

  /** Sends a refused entry again as it is, under a new id (the old one holds the refusal). */
  async resend(entry: OutboxEntry): Promise<void> {
    await this.store.remove(entry.id);
    await this.store.put({
      ...entry,
      id: crypto.randomUUID(),
      state: 'waiting',
      reason: undefined,
      violations: undefined,
    });
  }
}
