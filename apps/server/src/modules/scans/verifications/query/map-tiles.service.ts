import { type MapTiles, mapTileUrlSchema, SETTING_DEFAULTS, type SettingKey } from '@label-portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SettingsService } from '../../../platform/settings/index.js';

export type StatisticsMapDeps = { settings: SettingsService };

const LAYER_SETTINGS = {
  english: 'statistics.map_tiles_english',
  german: 'statistics.map_tiles_german',
  localized: 'statistics.map_tiles_localized',
} as const satisfies Record<keyof MapTiles, SettingKey>;

/**
 * The addresses of the map's three tile layers, from their settings (decision 260). A stored value
 * the rule refuses (written around the back office) falls back to its default, with a warning.
 */
export async function readMapTiles(deps: StatisticsMapDeps, log: FastifyBaseLogger): Promise<MapTiles> {
  const tiles = {} as MapTiles;
  for (const [layer, key] of Object.entries(LAYER_SETTINGS) as [keyof MapTiles, SettingKey][]) {
    const stored = mapTileUrlSchema.safeParse(await deps.settings.getValue(key));
    if (!stored.success) log.warn({ key }, 'map tile setting is not valid: default used');
    tiles[layer] = stored.success ? stored.data : String(SETTING_DEFAULTS[key]);
  }
  return tiles;
}
