import { z } from 'zod';
import { MESSAGE } from '../messages.js';
import { refuseControlCharacters, unknownFieldError, versionSchema } from './primitives.js';

/**
 * What an integration key may call (decision 171). One scope per key: the label activation
 * (decision 172) or the label-authentication ingest (decision 253).
 */
export const API_KEY_SCOPES = ['label_activation', 'verification_ingest'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Identifiers one activation call may carry, all lists together (decision 173). */
export const ACTIVATION_BATCH_LIMIT = 10_000;
/** The longest identifier (label id, spool number, order id) read by an activation call. */
export const ACTIVATION_ID_MAX_LENGTH = 64;
export const API_KEY_NAME_MAX_LENGTH = 100;

/** An integration key as staff see it: never the key itself, only its visible prefix. */
export const apiKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    scope: z.enum(API_KEY_SCOPES),
    /** The first characters of the key, to recognise it. */
    prefix: z.string(),
    created_at: z.string(),
    /** The e-mail of the staff member who created it ('' once that user is gone). */
    created_by: z.string(),
    revoked_at: z.string().nullable(),
    last_used_at: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /backoffice/api/api_keys/: the keys, newest first, revoked ones included. */
export const apiKeyListSchema = z.object({ results: z.array(apiKeySchema) }).meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const apiKeyCreateBodySchema = z.strictObject(
  {
    name: refuseControlCharacters(
      z
        .string({ error: MESSAGE.required })
        .trim()
        .min(1, { error: MESSAGE.required })
        .max(API_KEY_NAME_MAX_LENGTH, { error: MESSAGE.maxLength }),
    ),
    scope: z.enum(API_KEY_SCOPES, { error: MESSAGE.invalid }),
  },
  unknownFieldError,
);
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateBodySchema>;

/** The created key: the only answer that ever carries the key itself (shown once). */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() }).meta({ id: 'ApiKeyCreated' });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyRevokeBodySchema = z.strictObject({ version: versionSchema }, unknownFieldError);
export type ApiKeyRevokeBody = z.input<typeof apiKeyRevokeBodySchema>;

const identifierListSchema = z
  .array(
    z.string({ error: MESSAGE.invalid }).trim().max(ACTIVATION_ID_MAX_LENGTH, { error: MESSAGE.maxLength }),
    { error: MESSAGE.invalid },
  )
  .optional()
  .default([]);

const LIST_FIELDS = ['label_ids', 'spool_nos', 'order_ids'] as const;

/**
 * Labels to activate: by label id, by spool number (every label of the roll) and/or by order id
 * (every label of the order's rolls). At least one identifier, at most ACTIVATION_BATCH_LIMIT in all.
 */
export const activationBodySchema = z
  .strictObject(
    { label_ids: identifierListSchema, spool_nos: identifierListSchema, order_ids: identifierListSchema },
    unknownFieldError,
  )
  .superRefine((value, ctx) => {
    const sizes = LIST_FIELDS.map((field) => value[field].filter((id) => id !== '').length);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    if (total === 0) {
      ctx.addIssue({ code: 'custom', path: ['label_ids'], message: MESSAGE.activationEmpty });
    } else if (total > ACTIVATION_BATCH_LIMIT) {
      const largest = LIST_FIELDS[sizes.indexOf(Math.max(...sizes))]!;
      ctx.addIssue({ code: 'custom', path: [largest], message: MESSAGE.activationBatchTooLarge });
    }
  });
export type ActivationBody = z.input<typeof activationBodySchema>;

/**
 * The outcome: labels activated now, labels that were already active (they keep their first
 * activation time), and the identifiers nobody knows, per list.
 */
export const activationResultSchema = z
  .object({
    activated: z.number().int(),
    already_active: z.number().int(),
    unknown: z.number().int(),
    unknown_label_ids: z.array(z.string()),
    unknown_spool_nos: z.array(z.string()),
    unknown_order_ids: z.array(z.string()),
  })
  .meta({ id: 'ActivationResult' });
export type ActivationResult = z.infer<typeof activationResultSchema>;
