import { z } from 'zod';
import { isCompliantCofor6, normalizeCofor6, normalizeCofor10 } from '../codes.js';
import {
  CONTACT_CATEGORIES,
  DEFAULT_INPUT_MAX_LENGTH,
  DUNS_LENGTH,
  LOOKUP_MODES,
  type LookupMode,
  PART_NUMBERS_MAX,
  PART_NUMBERS_MIN,
  PHONE_MIN_DIGITS,
  UNKNOWN_COMPANY,
} from '../constants.js';
import { MESSAGE } from '../messages.js';
import { checkPassword } from '../password.js';
import {
  addressLinesShape,
  countPhoneDigits,
  optionalPhoneSchema,
  phoneSchema,
  refuseControlCharacters,
  repeatedPasswordSchema,
  requiredText,
} from './primitives.js';
import { SUPPLIER_FILE_TEXT_MAX } from './supplier-file.js';

const text = (max = DEFAULT_INPUT_MAX_LENGTH) =>
  refuseControlCharacters(z.string({ error: MESSAGE.required }).max(max, { error: MESSAGE.maxLength }));

const emailSchema = requiredText().pipe(z.email({ error: MESSAGE.invalidEmail }));

export const registrationUserSchema = z.strictObject({
  first_name: requiredText(),
  last_name: requiredText(),
  email: emailSchema,
  phone: phoneSchema,
  // 'Required' when empty (the registration's six fields), unlike the new-password forms.
  password: z
    .string({ error: MESSAGE.required })
    .min(1, { error: MESSAGE.required })
    .max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength })
    .superRefine((value, ctx) => {
      for (const message of checkPassword(value)) ctx.addIssue({ code: 'custom', message });
    }),
  password_again: repeatedPasswordSchema,
});
export type RegistrationUser = z.infer<typeof registrationUserSchema>;

export const registrationCompanySchema = z.strictObject({
  /** As long as the supplier file's names, which a file company keeps (decision 284). */
  name: requiredText(SUPPLIER_FILE_TEXT_MAX),
  /** Cut to 6 characters (and upper-cased), as the lookup does. */
  cofor6: text().transform(normalizeCofor6),
  /** Cut to 10 characters (and upper-cased). */
  cofor10: text().transform(normalizeCofor10),
  /** Required of a registrant who fills the company's data; an additional user's is not read (registrationIssues). */
  vat_identification_no: text(),
  duns: text().refine((value) => value === '' || new RegExp(`^[0-9]{${DUNS_LENGTH}}$`).test(value), {
    error: MESSAGE.invalidDuns,
  }),
  company_reference: text(),
  /** Destinations, comma-joined (DESTINATIONS). */
  destination: text(PART_NUMBERS_MAX),
  part_numbers: text(PART_NUMBERS_MAX + 1).refine(
    (value) => value === '' || (value.length >= PART_NUMBERS_MIN && value.length <= PART_NUMBERS_MAX),
    { error: MESSAGE.partNumbersLength },
  ),
});
export type RegistrationCompany = z.infer<typeof registrationCompanySchema>;

export const REGISTRATION_ADDRESS_CATEGORIES = ['BILLING', 'DELIVERY'] as const;

export const registrationAddressSchema = z.strictObject({
  category: z.enum(REGISTRATION_ADDRESS_CATEGORIES),
  company_name: text(),
  street_address: requiredText(),
  address_details: text(),
  postal_code: requiredText(20),
  city: requiredText(),
  country_code: z
    .string({ error: MESSAGE.required })
    .min(1, { error: MESSAGE.required })
    .regex(/^[A-Z]{2}$/, { error: MESSAGE.invalid }),
});
export type RegistrationAddress = z.infer<typeof registrationAddressSchema>;

/** A contact's fields are checked against the registration's context (registrationIssues). */
export const registrationContactSchema = z.strictObject({
  category: z.enum(CONTACT_CATEGORIES),
  name: text(),
  phone: optionalPhoneSchema,
  email: text(),
});
export type RegistrationContact = z.infer<typeof registrationContactSchema>;

/** Contact categories every registration names; STELLANTIS_PURCHASING only for unknown companies. */
export const REGISTRATION_CONTACT_CATEGORIES = [
  'COMMERCIAL',
  'PROVISIONING',
  'TS_DELIVERY',
  'TS_INVOICE',
] as const;
/** Contacts a registrant of a company already in the portal keeps as they are. */
export const KNOWN_COMPANY_LOCKED_CONTACTS = ['COMMERCIAL', 'PROVISIONING'] as const;

export function contactCategoriesOf(mode: LookupMode): readonly (typeof CONTACT_CATEGORIES)[number][] {
  return mode === 'COFOR6_UNKNOWN'
    ? [...REGISTRATION_CONTACT_CATEGORIES, 'STELLANTIS_PURCHASING']
    : REGISTRATION_CONTACT_CATEGORIES;
}

const registrationShape = z.strictObject({
  /** The chosen company's account id (an option's cofor10), or UNKNOWN_COMPANY. */
  accountId: z
    .string({ error: MESSAGE.required })
    .max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength }),
  registerCase: z.enum(LOOKUP_MODES, { error: MESSAGE.required }),
  user: registrationUserSchema,
  company_profile: registrationCompanySchema,
  /** Quota categories (product group names). */
  quotas: z.array(z.string().max(DEFAULT_INPUT_MAX_LENGTH)).max(20),
  contacts: z.array(registrationContactSchema).max(CONTACT_CATEGORIES.length),
  addresses: z.array(registrationAddressSchema).max(REGISTRATION_ADDRESS_CATEGORIES.length),
});
export type RegistrationBody = z.infer<typeof registrationShape>;

/** What the lookup told about the chosen company; decides which rules apply. */
export type RegistrationContext = {
  /** The company is already in the portal: name, commercial and provisioning contacts are locked. */
  isKnownCompany: boolean;
  /** COFOR10 mode or the company has a first user: addresses, contacts and quotas are the company's. */
  isAdditionalUser: boolean;
};

type Issue = { path: (string | number)[]; message: string };

/** Option 2's account id: 6 to 10 letters or digits, no spaces. */
const COFOR10_FORMAT = /^[A-Za-z0-9]{6,10}$/;

/** The company code rules (option 1 COFOR6, option 2 account id), shared by the lookup and the form. */
export function companyCodeIssues(cofor6: string, cofor10: string): Issue[] {
  if (cofor6 === '' && cofor10 === '') return [{ path: ['cofor6'], message: MESSAGE.coforOptionRequired }];
  if (cofor6 !== '' && !isCompliantCofor6(cofor6))
    return [{ path: ['cofor6'], message: MESSAGE.coforNotCompliant }];
  // Decision 302: an account id is 6 to 10 letters or digits (the demo's 12345A0001, T000000003).
  if (cofor6 === '' && !COFOR10_FORMAT.test(cofor10))
    return [{ path: ['cofor10'], message: MESSAGE.cofor10Format }];
  return [];
}

/** The rules that need the whole payload or the lookup's context (spec section 5, wizard completeness). */
export function registrationIssues(body: RegistrationBody, context: RegistrationContext): Issue[] {
  const issues: Issue[] = [];
  if (body.user.password_again !== body.user.password) {
    issues.push({ path: ['user', 'password_again'], message: MESSAGE.passwordsDoNotMatch });
  }
  if (body.registerCase !== 'COFOR10') {
    for (const issue of companyCodeIssues(body.company_profile.cofor6, '')) {
      issues.push({ path: ['company_profile', ...issue.path], message: issue.message });
    }
  }
  if (body.accountId === '') issues.push({ path: ['accountId'], message: MESSAGE.required });
  if (body.registerCase === 'COFOR6_UNKNOWN' && body.accountId !== UNKNOWN_COMPANY) {
    issues.push({ path: ['accountId'], message: MESSAGE.invalid });
  }
  // Decision 113: an additional user's company data is the stored one; the wizard locks it, so the
  // VAT it sends is empty and not written.
  if (context.isAdditionalUser) return issues;
  if (body.company_profile.vat_identification_no.trim() === '')
    issues.push({ path: ['company_profile', 'vat_identification_no'], message: MESSAGE.required });
  if (body.quotas.length === 0) issues.push({ path: ['quotas'], message: MESSAGE.quotaRequired });
  for (const category of REGISTRATION_ADDRESS_CATEGORIES) {
    const count = body.addresses.filter((address) => address.category === category).length;
    if (count !== 1) issues.push({ path: ['addresses'], message: MESSAGE.required });
  }
  const categories = contactCategoriesOf(body.registerCase);
  body.contacts.forEach((contact, index) => {
    if (!categories.includes(contact.category))
      issues.push({ path: ['contacts', index, 'category'], message: MESSAGE.invalid });
  });
  for (const category of categories) {
    const index = body.contacts.findIndex((contact) => contact.category === category);
    const isSkipped =
      category === 'STELLANTIS_PURCHASING' ||
      (context.isKnownCompany && (KNOWN_COMPANY_LOCKED_CONTACTS as readonly string[]).includes(category));
    if (index < 0) {
      if (!isSkipped) issues.push({ path: ['contacts'], message: MESSAGE.required });
      continue;
    }
    const contact = body.contacts[index]!;
    if (isSkipped) {
      if (contact.email !== '' && !z.email().safeParse(contact.email).success) {
        issues.push({ path: ['contacts', index, 'email'], message: MESSAGE.invalidEmail });
      }
      continue;
    }
    if (contact.name.trim() === '')
      issues.push({ path: ['contacts', index, 'name'], message: MESSAGE.required });
    if (contact.phone.trim() === '')
      issues.push({ path: ['contacts', index, 'phone'], message: MESSAGE.required });
    else if (countPhoneDigits(contact.phone) < PHONE_MIN_DIGITS) {
      issues.push({ path: ['contacts', index, 'phone'], message: MESSAGE.phoneMinDigits });
    }
    if (contact.email.trim() === '')
      issues.push({ path: ['contacts', index, 'email'], message: MESSAGE.required });
    else if (!z.email().safeParse(contact.email).success) {
      issues.push({ path: ['contacts', index, 'email'], message: MESSAGE.invalidEmail });
    }
  }
  return issues;
}

/** POST /accounts/api/registration/: the shape; the route adds registrationIssues with the server's context. */
export const registrationBodySchema = registrationShape.meta({ id: 'RegistrationBody' });

/** The wizard's schema: the same shape and the same rules, with the lookup's context. */
export function registrationFormSchema(context: RegistrationContext) {
  return registrationShape.superRefine((body, ctx) => {
    for (const issue of registrationIssues(body, context)) ctx.addIssue({ code: 'custom', ...issue });
  });
}

export const registrationReplySchema = z
  .object({ received: z.literal(true) })
  .meta({ id: 'RegistrationReceived' });

/** GET /accounts/api/cofor_list/ */
export const coforLookupQuerySchema = z
  .strictObject({
    q_cofor6: z.string().max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength }).optional(),
    q_cofor10: z.string().max(DEFAULT_INPUT_MAX_LENGTH, { error: MESSAGE.maxLength }).optional(),
    'g-recaptcha-response': z.string().max(4096).optional(),
  })
  .superRefine((query, ctx) => {
    for (const issue of companyCodeIssues(query.q_cofor6 ?? '', query.q_cofor10 ?? '')) {
      ctx.addIssue({
        code: 'custom',
        path: issue.path.map((part) => (part === 'cofor6' || part === 'cofor10' ? `q_${part}` : part)),
        message: issue.message,
      });
    }
  });

const lookupAddressSchema = z.object({
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  country_code: z.string(),
});

const prefillAddressSchema = z.object({
  category: z.enum(REGISTRATION_ADDRESS_CATEGORIES),
  ...addressLinesShape,
});

export const lookupOptionSchema = z.object({
  index: z.number().int(),
  address: lookupAddressSchema,
  prefill: z.object({
    company_profile: z.object({ name: z.string(), cofor10: z.string(), cofor6: z.string() }),
    /** The company is already in the portal. */
    is_known_company: z.boolean(),
    /** The registrant would be the company's first user. */
    first_user: z.boolean(),
    quotas: z.array(z.string()),
    addresses: z.array(prefillAddressSchema),
    contacts: z.array(
      z.object({
        category: z.enum(CONTACT_CATEGORIES),
        name: z.string(),
        phone: z.string(),
        email: z.string(),
      }),
    ),
  }),
});
export type LookupOption = z.infer<typeof lookupOptionSchema>;

export const coforLookupReplySchema = z
  .object({
    mode: z.enum(LOOKUP_MODES),
    options: z.array(lookupOptionSchema),
    /** The product groups offered as quota categories (four brands). */
    quota_categories: z.array(z.string()),
    /** Quota checkboxes may not be changed (COFOR6_RESTRICTED, additional users). */
    quotas_fixed: z.boolean(),
  })
  .meta({ id: 'CoforLookup' });
export type CoforLookupReply = z.infer<typeof coforLookupReplySchema>;

/** POST /accounts/api/confirmation/ */
export const confirmationBodySchema = z.strictObject({
  token: z
    .string({ error: MESSAGE.required })
    .min(1, { error: MESSAGE.required })
    .max(200, { error: MESSAGE.invalid }),
});
export const confirmationReplySchema = z
  .object({ confirmed: z.literal(true) })
  .meta({ id: 'EmailConfirmed' });
