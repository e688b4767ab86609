import { z } from 'zod';
import { MESSAGE } from '../messages.js';

/*
 * The tile layers of the authentications map (statistics.md section 2: English, German, Localized).
 * Their addresses are settings staff change on /backoffice/settings (decision 260); the browser may
 * load images only from the tile servers listed here (the server's Content-Security-Policy names
 * the same list), so a setting is refused on any other host.
 */

/** The tile servers the map may load from: host names, `*.` for any subdomain. */
export const MAP_TILE_HOSTS = [
  'tile.openstreetmap.org',
  '*.tile.openstreetmap.org',
  'tile.openstreetmap.de',
  '*.tile.openstreetmap.de',
  '*.basemaps.cartocdn.com',
] as const;

/** The Content-Security-Policy sources of the tile servers (https only). */
export const MAP_TILE_IMAGE_SOURCES = MAP_TILE_HOSTS.map((host) => `https://${host}`);

/** The default layers: English (CARTO's Voyager, English names), German (openstreetmap.de), Localized (openstreetmap.org). */
export const MAP_TILE_DEFAULTS = {
  english: 'https://{s}.basemaps.cartocdn.com/rastertiles/voyager/{z}/{x}/{y}.png',
  german: 'https://tile.openstreetmap.de/{z}/{x}/{y}.png',
  localized: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
} as const;

/** Whether a host is a listed tile server (`a.tile.openstreetmap.org` under `*.tile.openstreetmap.org`). */
function isAllowedTileHost(host: string): boolean {
  // `{s}` stands for a subdomain letter.
  const concrete = host.replace('{s}', 'a');
  return MAP_TILE_HOSTS.some((allowed) =>
    allowed.startsWith('*.')
      ? concrete.endsWith(allowed.slice(1)) && concrete.length > allowed.length - 1
      : concrete === allowed,
  );
}

/** Whether a tile address is https, on an allowed tile server, with {z}, {x} and {y}. */
export function isMapTileUrl(value: string): boolean {
  const match = /^https:\/\/([a-zA-Z0-9.{}-]+)(\/\S*)$/.exec(value);
  if (!match) return false;
  const [, host = '', path = ''] = match;
  return isAllowedTileHost(host.toLowerCase()) && ['{z}', '{x}', '{y}'].every((part) => path.includes(part));
}

/** A tile layer's address as a setting takes it. */
export const mapTileUrlSchema = z
  .string({ error: MESSAGE.mapTileUrl })
  .trim()
  .max(300, { error: MESSAGE.maxLength })
  .refine(isMapTileUrl, { error: MESSAGE.mapTileUrl });

/** GET statistics/api/map_tiles/: the three layers' addresses. */
export const mapTilesSchema = z
  .object({ english: z.string(), german: z.string(), localized: z.string() })
  .meta({ id: 'MapTiles' });
export type MapTiles = z.infer<typeof mapTilesSchema>;
