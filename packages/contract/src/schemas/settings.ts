import { z } from 'zod';
import { CONTACT_INFORMATION_TOPICS } from '../constants.js';
import { MESSAGE } from '../messages.js';
import { parseMoney, toCentsString } from '../money.js';
import type { SettingKey } from '../settings.js';
import { versionSchema } from './primitives.js';
import { mapTileUrlSchema } from './verifications.js';

/*
 * The back office's settings screen (issue 12, decisions 200-209).
 */

export const SETTING_GROUPS = [
  'costs',
  'passwords_sessions',
  'codes',
  'activation',
  'contact',
  'map',
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** How a setting's value is edited and checked. */
export type SettingRule =
  | { group: SettingGroup; kind: 'integer'; min: number; max: number }
  | { group: SettingGroup; kind: 'money'; min: string; max: string }
  | { group: SettingGroup; kind: 'email' }
  | { group: SettingGroup; kind: 'contact_information' }
  | { group: SettingGroup; kind: 'tile_url' };

/**
 * The settings staff edit on /backoffice/settings, in screen order, with their limits (decision 203).
 * Settings not listed here (the sign-in throttle, the upload limit …) are shown read-only.
 */
export const SETTING_RULES = {
  'orders.small_order_fee': { group: 'costs', kind: 'money', min: '0.00', max: '100000.00' },
  'orders.handling_fee_threshold': { group: 'costs', kind: 'money', min: '0.00', max: '10000000.00' },
  'orders.delivery_fee': { group: 'costs', kind: 'money', min: '0.00', max: '100000.00' },
  'accounts.password_expiry_days': { group: 'passwords_sessions', kind: 'integer', min: 1, max: 3650 },
  'accounts.session_idle_minutes': { group: 'passwords_sessions', kind: 'integer', min: 5, max: 1440 },
  'accounts.session_absolute_hours': { group: 'passwords_sessions', kind: 'integer', min: 1, max: 168 },
  'accounts.confirmation_code_hours': { group: 'codes', kind: 'integer', min: 1, max: 720 },
  'accounts.approval_code_hours': { group: 'codes', kind: 'integer', min: 1, max: 2160 },
  'accounts.reset_code_hours': { group: 'codes', kind: 'integer', min: 1, max: 168 },
  'orders.activation_grace_days': { group: 'activation', kind: 'integer', min: 0, max: 365 },
  'orders.max_non_activated_orders': { group: 'activation', kind: 'integer', min: 1, max: 100 },
  'mail.customer_service_address': { group: 'contact', kind: 'email' },
  'contact.contact_information': { group: 'contact', kind: 'contact_information' },
  'statistics.map_tiles_english': { group: 'map', kind: 'tile_url' },
  'statistics.map_tiles_german': { group: 'map', kind: 'tile_url' },
  'statistics.map_tiles_localized': { group: 'map', kind: 'tile_url' },
} as const satisfies Partial<Record<SettingKey, SettingRule>>;
export type EditableSettingKey = keyof typeof SETTING_RULES;

export function isEditableSetting(key: string): key is EditableSettingKey {
  return Object.hasOwn(SETTING_RULES, key);
}

/** Largest money amount written: 9 digits before the point. */
const MONEY_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * A money amount: a string with at most 2 decimals, never a float; within min..max compared
 * exactly (bigint); read as its 2-decimal form ("0.3" → "0.30").
 */
export function moneySchema(min: string, max: string) {
  return (
    z
      .string({ error: MESSAGE.moneyAmount })
      .trim()
      // abort: the range checks parse the amount, which only a well-formed one can be.
      .regex(MONEY_PATTERN, { error: MESSAGE.moneyAmount, abort: true })
      .refine((value) => parseMoney(value) >= parseMoney(min), { error: MESSAGE.minValue, params: { min } })
      .refine((value) => parseMoney(value) <= parseMoney(max), { error: MESSAGE.maxValue, params: { max } })
      .transform((value) => toCentsString(parseMoney(value)))
  );
}

const shortText = (max: number) =>
  z.string({ error: MESSAGE.invalid }).trim().max(max, { error: MESSAGE.maxLength });

export const contactInformationRowInputSchema = z.strictObject({
  topic: z.enum(CONTACT_INFORMATION_TOPICS, { error: MESSAGE.invalid }),
  name: shortText(100),
  phone: shortText(50),
  email: z.union([
    z.literal(''),
    z.email({ error: MESSAGE.invalidEmail }).max(254, { error: MESSAGE.maxLength }),
  ]),
  bank: shortText(100).default(''),
  iban: shortText(42).default(''),
  bic: shortText(11).default(''),
});

/** The contact information: at most one row per topic. */
export const contactInformationInputSchema = z
  .array(contactInformationRowInputSchema)
  .max(CONTACT_INFORMATION_TOPICS.length, { error: MESSAGE.maxValue })
  .refine((rows) => new Set(rows.map((row) => row.topic)).size === rows.length, { error: MESSAGE.invalid });

/** The zod schema of one setting's value, from its rule (server and screen share it). */
export function settingValueSchema(rule: SettingRule): z.ZodType {
  switch (rule.kind) {
    case 'integer':
      return z
        .number({ error: MESSAGE.wholeNumber })
        .int({ error: MESSAGE.wholeNumber })
        .min(rule.min, { error: MESSAGE.minValue })
        .max(rule.max, { error: MESSAGE.maxValue });
    case 'money':
      return moneySchema(rule.min, rule.max);
    case 'email':
      return z.email({ error: MESSAGE.invalidEmail }).max(254, { error: MESSAGE.maxLength });
    case 'contact_information':
      return contactInformationInputSchema;
    case 'tile_url':
      return mapTileUrlSchema;
  }
}

export const settingKeyParamsSchema = z.object({ key: z.string().max(100) });

export const settingUpdateBodySchema = z
  .strictObject({
    value: z.unknown(),
    version: versionSchema,
  })
  .meta({ id: 'SettingUpdate' });
export type SettingUpdateBody = z.infer<typeof settingUpdateBodySchema>;

export const editableSettingSchema = z
  .object({
    key: z.string(),
    value: z.unknown(),
    version: z.number().int(),
    group: z.enum(SETTING_GROUPS).nullable(),
    description: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'EditableSetting' });
export type EditableSetting = z.infer<typeof editableSettingSchema>;

export const settingPageSchema = z
  .object({
    settings: z.array(editableSettingSchema),
    /** The extra services' fees (edited on the catalogue screen): shown beside the other costs. */
    extra_service_fees: z.object({
      partial_roll: z.string().nullable(),
      print_design: z.string().nullable(),
    }),
  })
  .meta({ id: 'SettingPage' });
export type SettingPage = z.infer<typeof settingPageSchema>;

/** GET /backoffice/api/settings/: one tunable value. */
export const settingSchema = z
  .object({ key: z.string(), value: z.unknown(), description: z.string(), updated_at: z.string() })
  .meta({ id: 'Setting' });
export type Setting = z.infer<typeof settingSchema>;
