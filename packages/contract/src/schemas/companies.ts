import { z } from 'zod';
import {
  ADDRESS_CATEGORIES,
  ADDRESS_STATES,
  BLOCKED_REASONS,
  COMPANY_GROUPS,
  TRANSPORT_RESTRICTIONS,
} from '../constants.js';
import { userContactShape } from './primitives.js';

export const addressSchema = z
  .object({
    pk: z.number().int(),
    category: z.enum(ADDRESS_CATEGORIES),
    company_name: z.string(),
    company_id: z.string(),
    street_address: z.string(),
    address_details: z.string(),
    postal_code: z.string(),
    city: z.string(),
    country: z.string(),
    country_code: z.string(),
    state: z.enum(ADDRESS_STATES),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

export const companyProfileSchema = z
  .object({
    pk: z.number().int(),
    name: z.string(),
    cofor6: z.string(),
    cofor10: z.string(),
    company_group: z.enum(COMPANY_GROUPS),
    vat_identification_no: z.string(),
    duns: z.string(),
    destination: z.string(),
    part_numbers: z.string(),
    transport_restriction: z.enum(TRANSPORT_RESTRICTIONS),
    handling_included: z.boolean(),
    blocked_for_ordering: z.boolean(),
    blocked_completely: z.boolean(),
    blocked_reasons: z.array(z.enum(BLOCKED_REASONS)),
    billing_address: addressSchema.nullable(),
    delivery_address: addressSchema.nullable(),
  })
  .meta({ id: 'CompanyProfile' });
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const accountSchema = z
  .object({
    ...userContactShape,
    is_active: z.boolean(),
    company_profile: companyProfileSchema.nullable(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string() }).meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

export const countriesQuerySchema = z.object({ lang: z.enum(['ar', 'en', 'fr']).optional() });
