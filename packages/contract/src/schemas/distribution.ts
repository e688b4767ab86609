import { z } from 'zod';
import {
  ADDRESS_STATES,
  DEFAULT_INPUT_MAX_LENGTH,
  DISTRIBUTION_MAX_ENTRIES,
  DISTRIBUTION_MAX_SPOOLS,
} from '../constants.js';
import { MESSAGE } from '../messages.js';
import { addressSchema } from './companies.js';
import {
  addressLinesShape,
  pkSchema,
  refuseControlCharacters,
  requiredText,
  unknownFieldError,
  wholeNumberParamSchema,
} from './primitives.js';

/** A comment of a distribution or of one of its rolls: optional, at most 100 characters. */
const commentSchema = refuseControlCharacters(
  z.string({ error: MESSAGE.invalid }).trim().max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength }),
).default('');

/** A roll (spool) of the company that may be redistributed (accounts-and-site.md section 3). */
export const spoolSchema = z
  .object({
    pk: z.number().int(),
    spool_no: z.string(),
    comment: z.string(),
    product: z.object({
      product_group: z.object({ name: z.string() }),
      customer_reference: z.string(),
      winding_direction: z.string(),
      labels_per_unit: z.number().int(),
    }),
  })
  .meta({ id: 'Spool' });
export type Spool = z.infer<typeof spoolSchema>;

/**
 * GET /distribution/api/spool_list/ query: the rolls by spool_no, a page after the spool_no
 * `after` (keyset), optionally those whose spool_no contains `q_spool_no` (any case).
 */
export const spoolListQuerySchema = z.object({
  q_spool_no: refuseControlCharacters(
    z.string().trim().max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength }),
  ).optional(),
  after: refuseControlCharacters(
    z.string().max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength }),
  ).optional(),
  limit: wholeNumberParamSchema({ min: 1, max: 200 }).default(50),
});
export type SpoolListQuery = z.infer<typeof spoolListQuerySchema>;

export const spoolListSchema = z
  .object({
    results: z.array(spoolSchema),
    /** The `after` of the next page; null on the last one. */
    next_after: z.string().nullable(),
  })
  .meta({ id: 'SpoolList' });
export type SpoolList = z.infer<typeof spoolListSchema>;

const spoolEntryBodySchema = z.strictObject(
  { spool_no: requiredText(), comment: commentSchema },
  unknownFieldError,
);

const distributionEntryBodySchema = z.strictObject(
  {
    distribution_address: pkSchema,
    comment: commentSchema,
    spool_entries: z
      .array(spoolEntryBodySchema, { error: MESSAGE.selectAtLeastOneRoll })
      .min(1, { error: MESSAGE.selectAtLeastOneRoll })
      .max(DISTRIBUTION_MAX_SPOOLS, { error: MESSAGE.tooManyRolls }),
  },
  unknownFieldError,
);

/**
 * POST /distribution/api/distribution_list/: the distributions of one send (decision 150). At most
 * 50 distributions and 1,000 rolls in all; a roll appears once in the whole send.
 */
export const distributionListBodySchema = z
  .strictObject(
    {
      distribution_entries: z
        .array(distributionEntryBodySchema, { error: MESSAGE.noDistributions })
        .min(1, { error: MESSAGE.noDistributions })
        .max(DISTRIBUTION_MAX_ENTRIES, { error: MESSAGE.tooManyDistributions }),
    },
    unknownFieldError,
  )
  .superRefine((value, ctx) => {
    const total = value.distribution_entries.reduce((sum, entry) => sum + entry.spool_entries.length, 0);
    if (total > DISTRIBUTION_MAX_SPOOLS) {
      ctx.addIssue({ code: 'custom', path: ['distribution_entries'], message: MESSAGE.tooManyRolls });
      return;
    }
    const seen = new Set<string>();
    value.distribution_entries.forEach((entry, entryIndex) => {
      entry.spool_entries.forEach((spool, spoolIndex) => {
        if (seen.has(spool.spool_no)) {
          ctx.addIssue({
            code: 'custom',
            path: ['distribution_entries', entryIndex, 'spool_entries', spoolIndex, 'spool_no'],
            message: MESSAGE.rollTwice,
          });
        }
        seen.add(spool.spool_no);
      });
    });
  })
  .meta({ id: 'DistributionListBody' });
export type DistributionListBody = z.input<typeof distributionListBodySchema>;
export type DistributionListFields = z.output<typeof distributionListBodySchema>;

/** One redistribution: its date, recipient address, comment and rolls. */
export const distributionSchema = z
  .object({
    uuid: z.string(),
    created_at: z.string(),
    distribution_address: addressSchema,
    comment: z.string(),
    spool_entries: z.array(z.object({ spool_no: z.string(), comment: z.string() })),
  })
  .meta({ id: 'Distribution' });
export type Distribution = z.infer<typeof distributionSchema>;

/** The reply of a send (201), the same for a retry with the same Idempotency-Key. */
export const distributionSentSchema = z
  .object({ distributions: z.array(distributionSchema) })
  .meta({ id: 'DistributionSent' });
export type DistributionSent = z.infer<typeof distributionSentSchema>;

/** A keyset position in the history: the time and uuid of the last distribution shown. */
const DISTRIBUTION_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f-]{36}$/;

/** GET /distribution/api/distribution_list/ query: newest first, the page before `before`. */
export const distributionListQuerySchema = z.object({
  before: z.string().regex(DISTRIBUTION_CURSOR, { error: MESSAGE.invalid }).optional(),
  limit: wholeNumberParamSchema({ min: 1, max: 50 }).default(10),
});
export type DistributionListQuery = z.infer<typeof distributionListQuerySchema>;

export const distributionPageSchema = z
  .object({
    results: z.array(distributionSchema),
    /** The `before` of the next page; null on the last one. */
    next_before: z.string().nullable(),
  })
  .meta({ id: 'DistributionPage' });
export type DistributionPage = z.infer<typeof distributionPageSchema>;

/** A keyset position in the address list: the rank of the last row shown and its id. */
const ADDRESS_CURSOR = /^[0-3]_\d{1,10}$/;

/** GET /distribution/api/address_list/ query. */
export const distributionAddressListQuerySchema = z.object({
  after: z.string().regex(ADDRESS_CURSOR, { error: MESSAGE.invalid }).optional(),
  limit: wholeNumberParamSchema({ min: 1, max: 100 }).default(20),
});
export type DistributionAddressListQuery = z.infer<typeof distributionAddressListQuerySchema>;

/**
 * One row of the address list: a distribution address (waiting for approval or approved), or a
 * rejected proposal (decision 101) with the approver's feedback, to edit and resubmit.
 */
export const distributionAddressRowSchema = z
  .object({
    state: z.enum(ADDRESS_STATES),
    /** The address's pk; null for a rejected proposal (the address itself was deleted). */
    pk: z.number().int().nullable(),
    /** The rejection a resubmission replaces; null unless rejected. */
    rejection: z.number().int().nullable(),
    ...addressLinesShape,
    country: z.string(),
    /** The approver's feedback ('' unless rejected). */
    feedback: z.string(),
    /** When the address was last proposed, or the proposal rejected. */
    changed_at: z.string(),
    /** Redistributions point to it: it can be neither changed nor deleted (decision 138). */
    is_used_by_distributions: z.boolean(),
  })
  .meta({ id: 'DistributionAddressRow' });
export type DistributionAddressRow = z.infer<typeof distributionAddressRowSchema>;

export const distributionAddressListSchema = z
  .object({
    /** The company's own address (primary delivery, else billing): always valid, not editable. */
    own_address: addressSchema.nullable(),
    /** Rejected proposals first, then addresses waiting for approval, then approved ones; newest first in each. */
    results: z.array(distributionAddressRowSchema),
    /** The `after` of the next page; null on the last one. */
    next_after: z.string().nullable(),
  })
  .meta({ id: 'DistributionAddressList' });
export type DistributionAddressList = z.infer<typeof distributionAddressListSchema>;
