import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { countRows } from './helpers/database.js';
import { buildTestApp, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();

function sessionIdOf(client: TestClient): string {
  return createHash('sha256').update(client.cookies.get('sessionid')!).digest('hex');
}

async function ageSession(id: string): Promise<void> {
  await context.database.db.execute(
    sql`update sessions set last_seen_at = now() - interval '2 hours' where id = ${id}`,
  );
}

describe('ended-session purge', () => {
  it('deletes ended sessions on its timer, keeps live ones, and stops when the app closes', async () => {
    const app = await buildTestApp(context.database, { sessionPurgeIntervalMs: 50 });
    const idle = new TestClient(app);
    await idle.signIn('supplier@demo.example', '12345A0001');
    const live = new TestClient(app);
    await live.signIn('analyst@demo.example', 'CARMAKER01');
    const idleId = sessionIdOf(idle);
    const liveId = sessionIdOf(live);
    await ageSession(idleId);

    // Nobody uses the idle session again: only the timer can remove it.
    await vi.waitFor(
      async () => expect(await countRows(context.database, 'sessions', `id = '${idleId}'`)).toBe(0),
      {
        timeout: 5_000,
        interval: 50,
      },
    );
    expect(await countRows(context.database, 'sessions', `id = '${liveId}'`)).toBe(1);
    expect((await live.get('/accounts/api/login/')).json().is_authenticated).toBe(true);

    await app.close();
    const later = new TestClient(context.app);
    await later.signIn('supplier@demo.example', '12345A0001');
    const laterId = sessionIdOf(later);
    await ageSession(laterId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countRows(context.database, 'sessions', `id = '${laterId}'`)).toBe(1);
  });

  it('is not scheduled unless asked (tests and tools build the app without it)', async () => {
    const client = new TestClient(context.app);
    await client.signIn('supplier@demo.example', '12345A0001');
    const id = sessionIdOf(client);
    await ageSession(id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await countRows(context.database, 'sessions', `id = '${id}'`)).toBe(1);
  });
});
