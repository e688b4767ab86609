import { MAP_TILE_DEFAULTS } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './helpers/database.js';
import { signedInClient, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const TILES = '/statistics/api/map_tiles/';
const ANALYST = { email: 'analyst@demo.example', accountId: 'CARMAKER01' };
const STAFF = { email: 'staff@demo.example', accountId: 'PROVIDER01' };
const SUPPLIER = { email: 'supplier@demo.example', accountId: '12345A0001' };
const signIn = (who: { email: string; accountId: string }) =>
  signedInClient(context.app, who.email, who.accountId);
const KEY = 'statistics.map_tiles_german';

// The map settings as they were, put back for the files that share the database.
let saved: { key: string; value: unknown; description: string; version: number }[] = [];
beforeAll(async () => {
  saved = await queryRows(
    context.database,
    sql`select key, value, description, version from settings where key like 'statistics.map_tiles_%'`,
  );
});
afterAll(async () => {
  await context.database.db.transaction(async (tx) => {
    await tx.execute(sql`delete from settings where key like 'statistics.map_tiles_%'`);
    for (const row of saved) {
      await tx.execute(
        sql`insert into settings (key, value, description, version)
            values (${row.key}, ${JSON.stringify(row.value)}::jsonb, ${row.description}, ${row.version})`,
      );
    }
  });
});

async function putTiles(client: TestClient, value: unknown) {
  const page = (await client.get('/backoffice/api/settings/editable/')).json();
  const setting = page.settings.find((row: { key: string }) => row.key === KEY);
  return client.request('PUT', `/backoffice/api/settings/${KEY}/`, {
    body: { value, version: setting.version },
  });
}

describe('the map tiles (decision 260)', () => {
  it('gives the three layers to a user with statistics.*: the defaults until staff change them', async () => {
    const response = await (await signIn(ANALYST)).get(TILES);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      english: MAP_TILE_DEFAULTS.english,
      german: MAP_TILE_DEFAULTS.german,
      localized: MAP_TILE_DEFAULTS.localized,
    });
  });

  it('is refused without statistics.* (403) and without a session (401)', async () => {
    expect((await (await signIn(SUPPLIER)).get(TILES)).statusCode).toBe(403);
    const anonymous = new TestClient(context.app);
    await anonymous.get('/accounts/api/login/');
    expect((await anonymous.get(TILES)).statusCode).toBe(401);
  });

  it('answers the layer staff set on the settings screen, as the group "map"', async () => {
    const staff = await signIn(STAFF);
    const page = (await staff.get('/backoffice/api/settings/editable/')).json();
    expect(page.settings.find((row: { key: string }) => row.key === KEY)).toMatchObject({ group: 'map' });
    const url = 'https://{s}.tile.openstreetmap.de/styles/bright/{z}/{x}/{y}.png';
    expect((await putTiles(staff, `  ${url} `)).statusCode).toBe(200);
    expect((await (await signIn(ANALYST)).get(TILES)).json().german).toBe(url);
  });

  it.each([
    ['http, not https', 'http://tile.openstreetmap.de/{z}/{x}/{y}.png'],
    ['a server the Content-Security-Policy does not list', 'https://tiles.example.com/{z}/{x}/{y}.png'],
    ['a look-alike host', 'https://tile.openstreetmap.de.example.com/{z}/{x}/{y}.png'],
    ['a host with a user', 'https://evil@tile.openstreetmap.de/{z}/{x}/{y}.png'],
    ['no {y}', 'https://tile.openstreetmap.de/{z}/{x}.png'],
    ['not text', 42],
  ])('refuses %s with the rule on the field (400)', async (_case, value) => {
    const response = await putTiles(await signIn(STAFF), value);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.value).toEqual([
      'Enter an https address with {z}, {x} and {y} on an allowed tile server (openstreetmap.org, openstreetmap.de, basemaps.cartocdn.com).',
    ]);
  });

  it('falls back to the default when a stored value breaks the rule', async () => {
    await context.database.db.execute(
      sql`insert into settings (key, value, description) values ('statistics.map_tiles_localized', '"javascript:alert(1)"'::jsonb, '')
          on conflict (key) do update set value = excluded.value`,
    );
    const tiles = (await (await signIn(ANALYST)).get(TILES)).json();
    expect(tiles.localized).toBe(MAP_TILE_DEFAULTS.localized);
  });
});
