// idb-keyval kept in memory for component tests: `vi.mock('idb-keyval', () => import('@/test/memory-idb-keyval'))`,
// then `idb` is the stored data. Values are cloned as IndexedDB clones them.
export const idb = new Map<string, unknown>();

export const get = async (key: string) => idb.get(key);
export const set = async (key: string, value: unknown) => void idb.set(key, structuredClone(value));
export const del = async (key: string) => void idb.delete(key);
export const keys = async () => [...idb.keys()];
export const getMany = async (list: string[]) => list.map((key) => idb.get(key));
export const setMany = async (entries: [string, unknown][]) =>
  entries.forEach(([key, value]) => idb.set(key, structuredClone(value)));
export const delMany = async (list: string[]) => list.forEach((key) => idb.delete(key));
