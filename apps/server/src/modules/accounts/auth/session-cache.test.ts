import { describe, expect, it } from 'vitest';
import type { SessionWithRights } from './session.repository.js';
import { createSessionCache } from './session-cache.js';

/** A cache over sessions `s<user>` of users 1 to 4, counting the database reads. */
function cacheOfFourUsers() {
  let loads = 0;
  const cache = createSessionCache({
    now: () => new Date('2026-11-28T12:00:00Z'),
    ttlMs: 60_000,
    load: async (id) => {
      loads += 1;
      return { id, userId: Number(id.slice(1)), rights: [] } as unknown as SessionWithRights;
    },
  });
  const readAll = () => Promise.all(['s1', 's2', 's3', 's4'].map((id) => cache.get(id)));
  return { cache, readAll, loads: () => loads };
}

describe('the session cache notifications', () => {
  it('users:<ids> forgets the sessions of exactly those users', async () => {
    const { cache, readAll, loads } = cacheOfFourUsers();
    await readAll();
    expect(loads()).toBe(4);
    cache.applyNotification('users:2,4');
    await readAll();
    expect(loads()).toBe(6);
  });

  it('user:<id> forgets one user, session:<id> one session, anything else everything', async () => {
    const { cache, readAll, loads } = cacheOfFourUsers();
    await readAll();
    cache.applyNotification('user:3');
    await readAll();
    expect(loads()).toBe(5);
    cache.applyNotification('session:s1');
    await readAll();
    expect(loads()).toBe(6);
    cache.applyNotification('all');
    await readAll();
    expect(loads()).toBe(10);
  });
});
