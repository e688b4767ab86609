import { SETTING_DEFAULTS, type SettingKey } from '@label-portal/contract';
import type { Database } from '../../../db/client.js';
import { findAllSettings, findSettings } from './settings.repository.js';

const CACHE_MS = 30_000;
const ALL_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

export type SettingsService = {
  getNumber: (key: SettingKey) => Promise<number>;
  getString: (key: SettingKey) => Promise<string>;
  /** The value as stored (JSON: a list, an object …); the caller checks its shape. */
  getValue: (key: SettingKey) => Promise<unknown>;
  /** Drops the cache, after staff changed a setting. */
  invalidate: () => void;
  /**
   * The values as of now, held in memory: a use case takes one before its transaction and reads
   * settings inside it without another database round trip (PGlite has one connection).
   */
  snapshot: () => Promise<SettingsService>;
};

function settingsFrom(values: Map<string, unknown>): SettingsService {
  const read = (key: SettingKey) => (values.has(key) ? values.get(key) : SETTING_DEFAULTS[key]);
  const service: SettingsService = {
    getNumber: async (key) => Number(read(key)),
    getString: async (key) => String(read(key)),
    getValue: async (key) => read(key),
    invalidate: () => {},
    snapshot: async () => service,
  };
  return service;
}

/** Every stored setting with its description, for the back office. */
export async function listSettings(db: Database) {
  const rows = await findAllSettings(db);
  return rows.map((row) => ({
    key: row.key,
    value: row.value,
    description: row.description,
    updated_at: row.updatedAt.toISOString(),
  }));
}

/**
 * Reads settings with a short cache; a missing row falls back to its default. A change made through
 * the back office is notified to every process (SETTINGS_CHANNEL, decision 204), whose listener
 * calls `invalidate`; the 30 s only bound a change made by hand in the database.
 */
export function createSettingsService(db: Database): SettingsService {
  let cache: { at: number; values: Map<string, unknown> } | undefined;
  // A read that started before an invalidation answers its caller but is not kept.
  let generation = 0;
  async function current(): Promise<Map<string, unknown>> {
    if (!cache || Date.now() - cache.at > CACHE_MS) {
      const started = generation;
      const values = await findSettings(db, ALL_KEYS);
      if (started !== generation) return values;
      cache = { at: Date.now(), values };
    }
    return cache.values;
  }
  return {
    getNumber: async (key) => settingsFrom(await current()).getNumber(key),
    getString: async (key) => settingsFrom(await current()).getString(key),
    getValue: async (key) => settingsFrom(await current()).getValue(key),
    invalidate: () => {
      generation += 1;
      cache = undefined;
    },
    snapshot: async () => settingsFrom(await current()),
  };
}
