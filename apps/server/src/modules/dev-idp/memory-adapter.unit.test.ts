// The embedded provider's in-memory store: expiry, lookups, consumption and grant revocation.
import { describe, expect, it } from 'vitest';
import { createMemoryAdapterClass } from './memory-adapter.js';

describe('memory adapter', () => {
  it('finds live entries by id, uid and user code, per model', async () => {
    const Adapter = createMemoryAdapterClass();
    const sessions = new Adapter('Session');
    const codes = new Adapter('AuthorizationCode');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    await codes.upsert('c1', { userCode: 'ABCD', grantId: 'g1' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'a' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });
    expect(await codes.findByUserCode('ABCD')).toMatchObject({ grantId: 'g1' });
    expect(await codes.find('s1')).toBeUndefined();
  });

  it('forgets expired entries, marks consumed ones and revokes by grant', async () => {
    const Adapter = createMemoryAdapterClass();
    const tokens = new Adapter('AccessToken');
    await tokens.upsert('gone', { grantId: 'g1' }, 0);
    expect(await tokens.find('gone')).toBeUndefined();
    await tokens.upsert('t1', { grantId: 'g2' }, 60);
    await tokens.upsert('t2', { grantId: 'g3' }, 60);
    await tokens.consume('t1');
    expect((await tokens.find('t1'))?.consumed).toBeGreaterThan(0);
    await tokens.revokeByGrantId('g2');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeDefined();
    await tokens.destroy('t2');
    expect(await tokens.find('t2')).toBeUndefined();
  });
});
