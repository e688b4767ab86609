import {
  type EditableSetting,
  isEditableSetting,
  MESSAGE,
  SETTING_DEFAULTS,
  SETTING_RULES,
  type SettingPage,
  settingValueSchema,
} from '@label-portal/contract';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { staleVersionError } from '../../../lib/stale-version.js';
import { recordAudit } from '../audit/index.js';
import {
  findAllSettings,
  findExtraServiceFees,
  findSettingForUpdate,
  notifySettingsChange,
  updateSettingValue,
} from './settings.repository.js';
import type { SettingsService } from './settings.service.js';

export type SettingsAdminDeps = { db: Database; now: Clock; settings: SettingsService };

type Row = { key: string; value: unknown; description: string; updatedAt: Date; version: number };

function toEditable(row: Row): EditableSetting {
  return {
    key: row.key,
    value: row.value,
    version: row.version,
    group: isEditableSetting(row.key) ? SETTING_RULES[row.key].group : null,
    description: row.description,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * GET backoffice:api_setting_page: every stored setting with its version, plus the editable ones
 * never stored (their code default, version 0), and the extra services' fees.
 */
export async function readSettingPage(deps: SettingsAdminDeps): Promise<SettingPage> {
  const rows = await findAllSettings(deps.db);
  const stored = new Set(rows.map((row) => row.key));
  const missing = Object.keys(SETTING_RULES)
    .filter((key) => !stored.has(key))
    .map((key) => ({
      key,
      value: SETTING_DEFAULTS[key as keyof typeof SETTING_DEFAULTS],
      description: '',
      updatedAt: new Date(0),
      version: 0,
    }));
  const fees = await findExtraServiceFees(deps.db);
  return {
    settings: [...rows, ...missing].map(toEditable),
    extra_service_fees: {
      partial_roll: fees.get('PARTIAL_ROLL') ?? null,
      print_design: fees.get('PRINT_DESIGN') ?? null,
    },
  };
}

/** Checks a value by its setting's rule; answers it normalised (money with 2 decimals). */
function checkedValue(key: string, value: unknown): unknown {
  if (!isEditableSetting(key)) throw new AppError('NOT_FOUND', { detail: MESSAGE.unknownSetting });
  const rule = SETTING_RULES[key];
  const result = settingValueSchema(rule).safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.length > 0 ? `value.${issue.path.join('.')}` : 'value';
  const params: Record<string, string | number> = {};
  if ('min' in rule) params.min = rule.min;
  if ('max' in rule) params.max = rule.max;
  if (issue.code === 'too_big' && typeof issue.maximum !== 'undefined') params.max = Number(issue.maximum);
  if (issue.code === 'too_small' && typeof issue.minimum !== 'undefined') params.min = Number(issue.minimum);
  throw new AppError('VALIDATION_FAILED', { fields: { [path]: [issue.message] }, params });
}

/**
 * PUT backoffice:api_setting_update: one setting, in one transaction with its audit row and the
 * notification that makes every server process read settings again (decision 204).
 */
export async function updateSetting(
  deps: SettingsAdminDeps,
  userId: number,
  key: string,
  body: { value: unknown; version: number },
): Promise<EditableSetting> {
  const value = checkedValue(key, body.value);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const before = await findSettingForUpdate(tx, key);
    const saved = await updateSettingValue(tx, { key, value, version: body.version, at, description: '' });
    if (!saved) throw staleVersionError();
    await recordAudit(tx, { kind: 'user', userId }, at, {
      entityType: 'setting',
      entityId: key,
      action: 'setting.update',
      before: { value: before?.value ?? SETTING_DEFAULTS[key as keyof typeof SETTING_DEFAULTS] },
      after: { value: saved.value },
    });
    await notifySettingsChange(tx);
    return saved;
  });
  // This process reads the new value at once (the notification reaches it too, a moment later).
  deps.settings.invalidate();
  return toEditable(row);
}
