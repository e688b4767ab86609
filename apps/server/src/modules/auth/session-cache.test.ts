import { describe, expect, it } from 'vitest';
import type { SessionWithRights } from './session.repository.js';
import { createSessionCache } from './session-cache.js';

function sessionOf(id: string, userId: number): SessionWithRights {
  const at = new Date('2026-11-23T10:00:00Z');
  return {
    id,
    userId,
    companyId: 1,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date('2026-11-23T22:00:00Z'),
    isUserActive: true,
    userState: 'APPROVED',
    rights: ['orders.view_order'],
  };
}

function cacheWith(rows: SessionWithRights[], ttlMs = 5_000) {
  let time = new Date('2026-11-23T10:00:00Z').getTime();
  const loads: string[] = [];
  const cache = createSessionCache({
    load: async (id) => {
      loads.push(id);
      return rows.find((row) => row.id === id);
    },
    now: () => new Date(time),
    ttlMs,
  });
  return {
    cache,
    loads,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the session cache', () => {
  it('reads a session once while it is fresh and again once its time is up', async () => {
    const { cache, loads, advance } = cacheWith([sessionOf('a', 1)]);
    expect((await cache.get('a'))?.userId).toBe(1);
    advance(4_999);
    await cache.get('a');
    expect(loads).toEqual(['a']);
    advance(2);
    await cache.get('a');
    expect(loads).toEqual(['a', 'a']);
  });

  it('shares one read among concurrent requests of one session', async () => {
    const { cache, loads } = cacheWith([sessionOf('a', 1)]);
    const found = await Promise.all([cache.get('a'), cache.get('a'), cache.get('a')]);
    expect(found.map((session) => session?.id)).toEqual(['a', 'a', 'a']);
    expect(loads).toEqual(['a']);
  });

  it('never keeps an unknown token: each try reads the database', async () => {
    const { cache, loads } = cacheWith([]);
    expect(await cache.get('nope')).toBeUndefined();
    expect(await cache.get('nope')).toBeUndefined();
    expect(loads).toEqual(['nope', 'nope']);
  });

  it('forgets one session on session:<id>, every session of one user on user:<id>, all on anything else', async () => {
    const { cache, loads } = cacheWith([sessionOf('a', 1), sessionOf('b', 1), sessionOf('c', 2)]);
    const readAll = () => Promise.all(['a', 'b', 'c'].map((id) => cache.get(id)));
    await readAll();
    cache.applyNotification('session:a');
    await readAll();
    expect(loads.slice(3)).toEqual(['a']);
    cache.applyNotification('user:1');
    await readAll();
    expect(loads.slice(4)).toEqual(['a', 'b']);
    cache.applyNotification('all');
    await readAll();
    expect(loads.slice(6)).toEqual(['a', 'b', 'c']);
  });

  it('forgets everything when the listening connection comes back (notifications may have been lost)', async () => {
    const { cache, loads } = cacheWith([sessionOf('a', 1)]);
    await cache.get('a');
    cache.clear();
    await cache.get('a');
    expect(loads).toEqual(['a', 'a']);
  });
});
