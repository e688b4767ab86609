import { z } from 'zod';
import { ADDRESS_CATEGORIES, DEFAULT_INPUT_MAX_LENGTH, PORTAL_ACCOUNT_ID_PREFIX } from '../constants.js';
import { MESSAGE } from '../messages.js';
import { addressSchema } from './companies.js';
import {
  addressLinesShape,
  newPasswordSchema,
  phoneSchema,
  pkSchema,
  refuseControlCharacters,
  repeatedPasswordSchema,
  requiredText,
  unknownFieldError,
} from './primitives.js';

/**
 * PATCH /accounts/api/users/{pk}/: the phone only. Any other field (e-mail, names, is_active …)
 * is refused on that field with "This field cannot be changed.", never ignored (decision 130).
 */
export const userUpdateBodySchema = z
  .object({ phone: phoneSchema })
  .catchall(z.custom<unknown>(() => false, { error: MESSAGE.readOnlyField }))
  .meta({ id: 'UserUpdateBody' });
/** What the form and a caller send: the phone only. */
export type UserUpdateBody = { phone: string };

/** POST /accounts/api/users/enable/ and /disable/: the users ticked in the company-user table. */
export const userStateBodySchema = z
  .strictObject(
    {
      users: z
        .array(pkSchema, { error: MESSAGE.selectAtLeastOneUser })
        .min(1, { error: MESSAGE.selectAtLeastOneUser })
        .max(500, { error: MESSAGE.invalid }),
    },
    unknownFieldError,
  )
  .meta({ id: 'UserStateBody' });
export type UserStateBody = z.infer<typeof userStateBodySchema>;

export const userStateReplySchema = z
  .object({ users: z.array(z.object({ pk: z.number().int(), is_active: z.boolean() })) })
  .meta({ id: 'UserStateReply' });

const optionalText = () =>
  refuseControlCharacters(z.string().trim().max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength }));

/** Only companies made by the portal (account id T…) keep their own delivery address (domain.md 2). */
export function keepsOwnDeliveryAddress(accountId: string): boolean {
  return accountId.startsWith(PORTAL_ACCOUNT_ID_PREFIX);
}

/** The categories a company proposes itself; the billing address is kept by the provider. */
export const OWN_ADDRESS_CATEGORIES = ['DELIVERY', 'DISTRIBUTION'] as const;

/**
 * POST /accounts/api/address/: a new or changed delivery address (T companies) or distribution
 * address. A distribution address needs a company name; the server checks the country code.
 */
export const ownAddressBodySchema = z
  .strictObject(
    {
      pk: pkSchema.optional(),
      /**
       * The rejected proposal (address_rejections pk, decision 101) this one resubmits: deleted in
       * the same transaction, so the rejection leaves the address list (decision 151).
       */
      rejection: pkSchema.optional(),
      category: z.enum(OWN_ADDRESS_CATEGORIES, { error: MESSAGE.invalid }),
      company_name: optionalText().default(''),
      street_address: requiredText(),
      address_details: optionalText().default(''),
      postal_code: requiredText(),
      city: requiredText(),
      country_code: z
        .string({ error: MESSAGE.required })
        .trim()
        .min(1, { error: MESSAGE.required })
        .regex(/^[A-Za-z]{2}$/, { error: MESSAGE.invalid })
        .transform((value) => value.toUpperCase()),
    },
    unknownFieldError,
  )
  .superRefine((value, ctx) => {
    if (value.category === 'DISTRIBUTION' && value.company_name === '') {
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: MESSAGE.required });
    }
  })
  .meta({ id: 'OwnAddressBody' });
export type OwnAddressBody = z.input<typeof ownAddressBodySchema>;
/** The address as the server reads it (trimmed, country code upper-cased). */
export type OwnAddressFields = z.output<typeof ownAddressBodySchema>;

/** A rejected proposal (decision 101): the approver's feedback and what was proposed. */
export const addressRejectionSchema = z
  .object({
    category: z.enum(ADDRESS_CATEGORIES),
    feedback: z.string(),
    rejected_at: z.string(),
    proposal: z.object(addressLinesShape),
  })
  .meta({ id: 'AddressRejection' });
export type AddressRejection = z.infer<typeof addressRejectionSchema>;

/** GET /accounts/api/address/: the company's addresses with their state, and a pending rejection. */
export const ownAddressListSchema = z
  .object({
    addresses: z.array(addressSchema),
    /** The latest delivery-address rejection while no newer delivery address exists. */
    delivery_rejection: addressRejectionSchema.nullable(),
  })
  .meta({ id: 'OwnAddressList' });
export type OwnAddressList = z.infer<typeof ownAddressListSchema>;

/** POST /accounts/api/password_change/: the profile's password change (decision 131). */
export const passwordChangeBodySchema = z
  .strictObject(
    {
      old_password: z
        .string({ error: MESSAGE.required })
        .min(1, { error: MESSAGE.required })
        .max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength }),
      new_password: newPasswordSchema,
      new_password_repeated: repeatedPasswordSchema,
    },
    unknownFieldError,
  )
  .refine((value) => value.new_password === value.new_password_repeated, {
    path: ['new_password_repeated'],
    error: MESSAGE.passwordsDoNotMatch,
  })
  .meta({ id: 'PasswordChangeBody' });
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;
