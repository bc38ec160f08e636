// Storage of the embedded provider's short-lived artifacts (interactions, codes, its own login
// sessions) in process memory. Only the development provider uses it; the app's own sessions
// live in the database (decision 0120).
type Payload = Record<string, unknown> & { uid?: string; userCode?: string; grantId?: string; consumed?: number };

export function createMemoryAdapterClass() {
  const store = new Map<string, { payload: Payload; expiresAt: number }>();
  let writes = 0;
  const live = (key: string) => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return class MemoryAdapter {
    constructor(readonly model: string) {}
    key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Payload, expiresIn: number) {
      store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
      // A long-running demo server: drop expired entries now and then, not on every write.
      if (++writes % 200 === 0) for (const key of [...store.keys()]) live(key);
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      for (const key of store.keys()) if (key.startsWith(`${this.model}:`) && live(key)?.uid === uid) return live(key);
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const key of store.keys())
        if (key.startsWith(`${this.model}:`) && live(key)?.userCode === userCode) return live(key);
      return undefined;
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key);
    }
  };
}
