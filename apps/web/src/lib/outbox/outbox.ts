// The app's one outbox (decision 0390): stored in IndexedDB, sent over the API client with the
// entry's Idempotency-Key, kept photos uploaded through POST /file. After entries arrived the
// query cache is refreshed once, so the lists show them as the server has them.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-file';
import { OutboxSender } from './outbox-sender';
import { indexedDbPersistence, OutboxStore } from './outbox-store';

export const outboxStore = new OutboxStore(indexedDbPersistence());

let connectedClient: QueryClient | null = null;

export const outboxSender = new OutboxSender(
  outboxStore,
  {
    upload: async (file) =>
      (
        await uploadFile(
          new File([file.blob], file.fileName, { type: file.blob.type }),
          () => undefined,
          undefined,
          file.uploadKind,
        )
      ).id,
    send: (entry, body) => request('POST', entry.path, body, { idempotencyKey: entry.id }),
  },
  {
    isOnline: () => onlineManager.isOnline(),
    onSent: async () => {
      await connectedClient?.invalidateQueries();
    },
  },
);

/** The query client whose answers are refreshed after entries arrived. */
export function connectOutbox(queryClient: QueryClient): void {
  connectedClient = queryClient;
}

let persistRequested: Promise<boolean> | null = null;

/**
 * Asks the browser once to keep the site's storage (`navigator.storage.persist()`), so the entries
 * are not cleared when the device runs low on space. Resolves whether storage is persistent.
 */
export function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persist) return Promise.resolve(false);
  persistRequested ??= storage
    .persisted()
    .then((already) => already || storage.persist())
    .catch(() => false);
  return persistRequested;
}
