// The outbox on the device (decision 0390): entries in IndexedDB (idb-keyval with its own database,
// one record per entry, photos as blobs inside), mirrored in memory for the screens. Every change
// is written before it is shown, so a closed tab loses nothing; other tabs hear of it through a
// BroadcastChannel and read the stored state again.
import { createStore, del, entries as storedEntries, set, type UseStore } from 'idb-keyval';
import type { FieldEntryDraft, OutboxEntry } from './outbox-entry';

/** Where entries are kept: IndexedDB in the app, a Map in unit tests. */
export type OutboxPersistence = {
  load(): Promise<OutboxEntry[]>;
  save(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
};

export const STORAGE_FULL_MESSAGE =
  'Der Speicher des Geräts ist voll: Der Eintrag konnte nicht auf dem Gerät gespeichert werden. Bitte geben Sie Speicherplatz frei (z. B. Fotos oder andere Apps löschen) und versuchen Sie es erneut.';

/** The device has no room for the entry (IndexedDB quota); the form keeps what was typed. */
export class StorageFullError extends Error {
  constructor() {
    super(STORAGE_FULL_MESSAGE);
    this.name = 'StorageFullError';
  }
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/**
 * IndexedDB, or — where the browser has none or blocks it (private mode, old WebViews, jsdom) —
 * memory: field entries still go through the outbox online, they just do not outlive the tab.
 */
export function indexedDbPersistence(): OutboxPersistence {
  if (typeof indexedDB === 'undefined') return memoryPersistence();
  let store: UseStore | undefined;
  let fallback: OutboxPersistence | null = null;
  const db = () => (store ??= createStore('baustellendoku-outbox', 'entries'));
  const usable = async <T>(operation: () => Promise<T>, inMemory: (memory: OutboxPersistence) => Promise<T>) => {
    if (fallback) return inMemory(fallback);
    try {
      return await operation();
    } catch (error) {
      if (isQuotaError(error)) throw new StorageFullError();
      if (!(error instanceof DOMException) || error.name !== 'InvalidStateError') throw error;
      fallback = memoryPersistence();
      return inMemory(fallback);
    }
  };
  return {
    load: () =>
      usable(
        async () => (await storedEntries<string, OutboxEntry>(db())).map(([, entry]) => entry),
        (memory) => memory.load(),
      ),
    save: (entry) =>
      usable(
        () => set(entry.id, entry, db()),
        (memory) => memory.save(entry),
      ),
    remove: (id) =>
      usable(
        () => del(id, db()),
        (memory) => memory.remove(id),
      ),
  };
}

export function memoryPersistence(
  initial: OutboxEntry[] = [],
): OutboxPersistence & { stored: Map<string, OutboxEntry> } {
  const stored = new Map(initial.map((entry) => [entry.id, structuredClone(entry)]));
  return {
    stored,
    load: async () => [...stored.values()].map((entry) => structuredClone(entry)),
    save: async (entry) => void stored.set(entry.id, structuredClone(entry)),
    remove: async (id) => void stored.delete(id),
  };
}

type Listener = () => void;
const bySequence = (a: OutboxEntry, b: OutboxEntry) => a.sequence - b.sequence;

export class OutboxStore {
  private list: OutboxEntry[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly channel: BroadcastChannel | null;
  /** Ids this tab is sending right now (shown as "wird gesendet", never stored). */
  private sendingIds = new Set<string>();
  readonly ready: Promise<void>;

  constructor(private readonly persistence: OutboxPersistence) {
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('baustellendoku-outbox') : null;
    this.channel?.addEventListener('message', () => void this.reload());
    this.ready = this.reload();
  }

  /** Reads the stored entries again (another tab changed them, or at start). */
  async reload(): Promise<void> {
    try {
      this.list = (await this.persistence.load()).sort(bySequence);
    } catch {
      // IndexedDB missing or blocked (private mode): the outbox stays empty and the app online-only.
    }
    this.emit();
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** All entries of the device, in the order they were made. */
  getSnapshot = () => this.list;

  isSending = (id: string) => this.sendingIds.has(id);

  setSending(id: string, sending: boolean) {
    if (sending) this.sendingIds.add(id);
    else this.sendingIds.delete(id);
    this.sendingIds = new Set(this.sendingIds);
    this.list = [...this.list];
    this.emit();
  }

  find = (id: string) => this.list.find((entry) => entry.id === id);

  /** Stores a new entry (waiting) behind all others. Throws StorageFullError when the device is full. */
  async add(draft: FieldEntryDraft, userId: string, files: OutboxEntry['files']): Promise<OutboxEntry> {
    await this.ready;
    const entry: OutboxEntry = {
      ...draft,
      id: crypto.randomUUID(),
      userId,
      files,
      recordedAt: draft.recordedAt ?? new Date().toISOString(),
      sequence: Math.max(0, ...this.list.map((item) => item.sequence)) + 1,
      state: 'waiting',
    };
    await this.put(entry);
    return entry;
  }

  /** Writes a changed entry. */
  async put(entry: OutboxEntry): Promise<void> {
    await this.persistence.save(entry);
    const others = this.list.filter((item) => item.id !== entry.id);
    this.list = [...others, entry].sort(bySequence);
    this.changed();
  }

  async remove(id: string): Promise<void> {
    await this.persistence.remove(id);
    this.list = this.list.filter((entry) => entry.id !== id);
    this.changed();
  }

  private changed() {
    this.channel?.postMessage('changed');
    this.emit();
  }

  private emit() {
    this.listeners.forEach((listener) => listener());
  }
}
