import type { Database } from '../../db/client.js';
import { SETTING_DEFAULTS, type SettingKey } from '../../lib/settings-keys.js';
import { findSettings } from './settings.repository.js';

const CACHE_MS = 30_000;
const ALL_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

export type SettingsService = {
  getNumber: (key: SettingKey) => Promise<number>;
  getString: (key: SettingKey) => Promise<string>;
  /** Drops the cache, after staff changed a setting. */
  invalidate: () => void;
};

/** Reads settings with a short cache; a missing row falls back to its default. */
export function createSettingsService(db: Database): SettingsService {
  let cache: { at: number; values: Map<string, unknown> } | undefined;
  async function read(key: SettingKey): Promise<unknown> {
    if (!cache || Date.now() - cache.at > CACHE_MS) {
      cache = { at: Date.now(), values: await findSettings(db, ALL_KEYS) };
    }
    return cache.values.has(key) ? cache.values.get(key) : SETTING_DEFAULTS[key];
  }
  return {
    getNumber: async (key) => Number(await read(key)),
    getString: async (key) => String(await read(key)),
    invalidate: () => {
      cache = undefined;
    },
  };
}
