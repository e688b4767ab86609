import { z } from 'zod';
import { MESSAGE } from '../messages.js';
import { unknownFieldError } from './primitives.js';
import { statisticsFilterText } from './statistics-common.js';

/*
 * Statistics: the volume status (statistics.md section 2 "Volume status", domain.md section 6;
 * decisions 235-237).
 */

/** The five quantities of the volume status, in the specification's order. */
export const VOLUME_QUANTITIES = ['initial', 'available', 'ordered', 'delivered', 'activated'] as const;
export type VolumeQuantity = (typeof VOLUME_QUANTITIES)[number];

/** Companies the volume status's chooser answers at most per search. */
export const VOLUME_COMPANY_SEARCH_LIMIT = 20;

/** A company of the volume status: its cofor6_cofor10 id (as the company detail's). */
const volumeCompanyIdSchema = z
  .string({ error: MESSAGE.invalid })
  .max(40, { error: MESSAGE.maxLength })
  .regex(/^[A-Za-z0-9]{0,10}_[A-Za-z0-9]{1,10}$/, { error: MESSAGE.invalid });

/**
 * GET statistics/api/volume_status/ (and its PDF): `company` = one company's cofor6_cofor10;
 * absent or empty = every company (staff) or the user's own company (without a staff scope).
 */
export const volumeStatusQuerySchema = z.strictObject(
  { company: z.union([z.literal(''), volumeCompanyIdSchema]).optional() },
  unknownFieldError,
);
export type VolumeStatusQuery = z.input<typeof volumeStatusQuerySchema>;

/** The five quantities, in labels. */
export const volumeFiguresSchema = z.object({
  /** Contracted: the sum of the CONTRACT licensing events. */
  initial: z.number().int(),
  /** The balance: contracts less withdrawals plus cancelled withdrawals (what sending an order checks). */
  available: z.number().int(),
  /** Labels of the sent orders not cancelled: withdrawals less cancelled withdrawals. */
  ordered: z.number().int(),
  /** Labels on the rolls shipped to the company. */
  delivered: z.number().int(),
  /** Labels of those rolls that are activated. */
  activated: z.number().int(),
});
export type VolumeFigures = z.infer<typeof volumeFiguresSchema>;

export const volumeStatusRowSchema = volumeFiguresSchema.extend({
  product_group_id: z.number().int(),
  product_group: z.string(),
});
export type VolumeStatusRow = z.infer<typeof volumeStatusRowSchema>;

export const volumeCompanySchema = z.object({
  /** cofor6_cofor10, the value of `company`. */
  id: z.string(),
  name: z.string(),
  cofor6: z.string(),
  cofor10: z.string(),
});
export type VolumeCompany = z.infer<typeof volumeCompanySchema>;

export const volumeStatusSchema = z
  .object({
    /** The company shown; null = every company. */
    company: volumeCompanySchema.nullable(),
    /** Whether the user may choose another company (a staff scope). */
    can_choose_company: z.boolean(),
    /** One row per product group, in catalogue order. */
    rows: z.array(volumeStatusRowSchema),
    totals: volumeFiguresSchema,
  })
  .meta({ id: 'VolumeStatus' });
export type VolumeStatus = z.infer<typeof volumeStatusSchema>;

export const volumeStatusPdfSchema = z
  .string()
  .meta({ id: 'VolumeStatusPdf', format: 'binary', description: 'The volume status as a PDF file' });

/** GET statistics/api/volume_status/companies/: the chooser's server search. */
export const volumeCompanySearchQuerySchema = z.strictObject(
  {
    /** Start of the name (any case), of the COFOR6 or of the COFOR10. */
    search: statisticsFilterText(100).optional(),
  },
  unknownFieldError,
);
export type VolumeCompanySearchQuery = z.input<typeof volumeCompanySearchQuerySchema>;

export const volumeCompanyListSchema = z
  .object({ companies: z.array(volumeCompanySchema) })
  .meta({ id: 'VolumeCompanyList' });
export type VolumeCompanyList = z.infer<typeof volumeCompanyListSchema>;
