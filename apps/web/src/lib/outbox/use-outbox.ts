// The outbox for screens and forms (decision 0390): the signed-in user's entries (another user of
// the device never sees them), and the one way a form saves a field entry — through the outbox,
// online or not, so every entry carries its device id and survives a lost connection.
import { useMemo, useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/lib/session';
import { registerLocalFile } from '@/lib/local-files';
import { outboxSender, outboxStore, requestPersistentStorage } from './outbox';
import type { EntryDetail, FieldEntryKind, OutboxEntry, OutboxState } from './outbox-entry';

export type ShownEntry = Omit<OutboxEntry, 'state'> & { state: OutboxState };

/** The signed-in user's entries in the order they were made, "sending" while this tab sends them. */
export function useOutboxEntries(): ShownEntry[] {
  const { user } = useCurrentUser();
  const all = useSyncExternalStore(outboxStore.subscribe, outboxStore.getSnapshot);
  return useMemo(
    () =>
      all
        .filter((entry) => entry.userId === user.userId)
        .map((entry) => (outboxStore.isSending(entry.id) ? { ...entry, state: 'sending' as const } : entry)),
    [all, user.userId],
  );
}

/** What a field entry form got: the server's answer, or "kept on the device, sent later". */
export type FieldEntryOutcome<TResult> = { queued: false; result: TResult } | { queued: true };

export const QUEUED_MESSAGE = 'Ohne Verbindung gespeichert – wird automatisch gesendet';

/** submitHandler's `success`: the form's own message once sent, the outbox's notice when kept. */
export const sentOrQueued =
  <TResult>(sent: string | ((result: TResult) => string)) =>
  (outcome: FieldEntryOutcome<TResult>) =>
    outcome.queued ? QUEUED_MESSAGE : typeof sent === 'string' ? sent : sent(outcome.result);

export type FieldEntryConfig<TValues> = {
  kind: FieldEntryKind;
  projectId: string;
  /** Where the entry shows before it is sent (the list that renders PendingEntries with it). */
  scope: string;
  /** POST path under /backend/api. */
  path: string;
  /** A line naming the entry and what was entered, for the lists and the outbox page. */
  describe: (values: TValues) => { title: string; details: EntryDetail[] };
  /** The form to correct a refused entry in; the current screen when unset. */
  formPath?: string;
};

/**
 * A field entry form's sending: `send(values, formValues)` stores the entry (with its site time
 * and kept photos) and sends it — now, after the user's earlier entries, when there is a
 * connection. A refusal while the form is open comes back as the error (its violations go onto
 * the fields). `draft` is the refused entry opened for correction (`?outbox=<id>`): its values fill
 * the form, its site time is kept, and it is replaced once the correction is sent or stored.
 */
export function useFieldEntry<TValues extends object, TResult>(config: FieldEntryConfig<TValues>) {
  const { user } = useCurrentUser();
  const location = useLocation();
  const [params] = useSearchParams();
  // Only the draft's own changes render the form again (not every entry sent meanwhile).
  const draftId = params.get('outbox');
  const stored = useSyncExternalStore(outboxStore.subscribe, () => (draftId ? outboxStore.find(draftId) : undefined));
  const draft =
    stored && stored.userId === user.userId && stored.kind === config.kind && stored.state === 'rejected'
      ? stored
      : undefined;

  const send = async (values: TValues, formValues: unknown): Promise<FieldEntryOutcome<TResult>> => {
    void requestPersistentStorage();
    const recordedAt = draft?.recordedAt ?? new Date().toISOString();
    // The body as JSON will carry it (dates as ISO text), stored as plain data.
    const body = JSON.parse(JSON.stringify({ ...values, recordedAt })) as Record<string, unknown>;
    const entry = await outboxSender.enqueue(
      {
        kind: config.kind,
        projectId: config.projectId,
        scope: config.scope,
        path: config.path,
        body,
        formValues: JSON.parse(JSON.stringify(formValues ?? null)),
        formPath: config.formPath ?? location.pathname,
        recordedAt,
        ...config.describe(values),
      },
      user.userId,
    );
    const replaceDraft = async () => {
      if (draft) await outboxStore.remove(draft.id);
    };
    if (!onlineManager.isOnline()) {
      await replaceDraft();
      return { queued: true };
    }
    const outcome = (await outboxSender.flush(user.userId)).outcomes.get(entry.id);
    if (outcome?.kind === 'rejected') {
      // The form is still open: the refusal belongs on its fields, not in the outbox.
      await outboxStore.remove(entry.id);
      throw outcome.error;
    }
    await replaceDraft();
    return outcome?.kind === 'sent' ? { queued: false, result: outcome.result as TResult } : { queued: true };
  };

  return { send, draft };
}

/** A refused entry's form values, its kept files again as form files (with fresh preview links). */
export function draftFormValues<TForm>(draft: ShownEntry): TForm {
  const files = new Map(draft.files.map((file) => [file.id, file]));
  const revive = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(revive);
    if (!value || typeof value !== 'object') return value;
    const id = (value as { id?: unknown }).id;
    const kept = typeof id === 'string' ? files.get(id) : undefined;
    if (kept) return registerLocalFile(kept);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revive(item)]));
  };
  return revive(draft.formValues) as TForm;
}
