import {
  type CoforLookupReply,
  contactCategoriesOf,
  DEFAULT_DELIVERY_COUNTRY,
  KNOWN_COMPANY_LOCKED_CONTACTS,
  type LookupMode,
  type LookupOption,
  type RegistrationAddress,
  type RegistrationBody,
  type RegistrationContact,
  type RegistrationContext,
  UNKNOWN_COMPANY,
} from '@label-portal/contract';

const EMPTY_ADDRESS = (category: RegistrationAddress['category']): RegistrationAddress => ({
  category,
  company_name: '',
  street_address: '',
  address_details: '',
  postal_code: '',
  city: '',
  country_code: category === 'DELIVERY' ? DEFAULT_DELIVERY_COUNTRY : '',
});

export const EMPTY_REGISTRATION: RegistrationBody = {
  accountId: '',
  registerCase: 'COFOR6',
  user: { first_name: '', last_name: '', email: '', phone: '', password: '', password_again: '' },
  company_profile: {
    name: '',
    cofor6: '',
    cofor10: '',
    vat_identification_no: '',
    duns: '',
    company_reference: '',
    destination: '',
    part_numbers: '',
  },
  quotas: [],
  contacts: [],
  addresses: [EMPTY_ADDRESS('BILLING'), EMPTY_ADDRESS('DELIVERY')],
};

/** The company chosen in the dropdown: one of the lookup's options, or the unknown company. */
export type CompanyChoice = { kind: 'option'; option: LookupOption } | { kind: 'unknown' };

/** The rules' context of a choice (the server derives the same from its own lookup). */
export function contextOf(mode: LookupMode, choice: CompanyChoice | undefined): RegistrationContext {
  const prefill = choice?.kind === 'option' ? choice.option.prefill : undefined;
  return {
    isKnownCompany: prefill?.is_known_company ?? false,
    // Decision 113: a company already in the portal keeps its data, whoever registers for it.
    isAdditionalUser:
      mode === 'COFOR10' || (prefill ? prefill.is_known_company || !prefill.first_user : false),
  };
}

function contactsFor(mode: LookupMode, prefill: LookupOption['prefill'] | undefined): RegistrationContact[] {
  return contactCategoriesOf(mode).map((category) => {
    const known = prefill?.contacts.find((contact) => contact.category === category);
    return { category, name: known?.name ?? '', phone: known?.phone ?? '', email: known?.email ?? '' };
  });
}

/** The form's values once a company is chosen: the user's input kept, the company's data prefilled. */
export function valuesForChoice(
  current: RegistrationBody,
  lookup: CoforLookupReply,
  code: string,
  choice: CompanyChoice,
): RegistrationBody {
  const mode = lookup.mode;
  if (choice.kind === 'unknown') {
    return {
      ...current,
      accountId: UNKNOWN_COMPANY,
      registerCase: mode,
      company_profile: { ...EMPTY_REGISTRATION.company_profile, cofor6: code },
      quotas: [],
      contacts: contactsFor(mode, undefined),
      addresses: EMPTY_REGISTRATION.addresses,
    };
  }
  const { prefill } = choice.option;
  const addressOf = (category: RegistrationAddress['category']) => {
    const known = prefill.addresses.find((address) => address.category === category);
    return known ? { ...known, category } : EMPTY_ADDRESS(category);
  };
  return {
    ...current,
    accountId: prefill.company_profile.cofor10,
    registerCase: mode,
    company_profile: {
      ...EMPTY_REGISTRATION.company_profile,
      name: prefill.company_profile.name,
      cofor6: mode === 'COFOR10' ? '' : prefill.company_profile.cofor6,
      cofor10: prefill.company_profile.cofor10,
    },
    quotas: prefill.quotas,
    contacts: contactsFor(mode, prefill),
    addresses: [addressOf('BILLING'), addressOf('DELIVERY')],
  };
}

/** Whether a field is locked by the mode (spec section 5: known companies, additional users). */
export function isContactLocked(
  category: RegistrationContact['category'],
  context: RegistrationContext,
): boolean {
  if (context.isAdditionalUser) return true;
  return context.isKnownCompany && (KNOWN_COMPANY_LOCKED_CONTACTS as readonly string[]).includes(category);
}

const filled = (value: string) => value.trim() !== '';

/**
 * Spec section 4 "Wizard completeness": user filled, company name and VAT present, both address
 * categories present, every required contact present, at least one quota (or an additional user).
 */
export function isWizardComplete(values: RegistrationBody, context: RegistrationContext): boolean {
  if (!filled(values.accountId)) return false;
  if (!Object.values(values.user).every(filled)) return false;
  if (!filled(values.company_profile.name)) return false;
  // An additional user's company data is the stored one, locked in the wizard (decision 113).
  if (context.isAdditionalUser) return true;
  if (!filled(values.company_profile.vat_identification_no)) return false;
  const addressesDone = (['BILLING', 'DELIVERY'] as const).every((category) => {
    const address = values.addresses.find((candidate) => candidate.category === category);
    return (
      address &&
      [address.street_address, address.postal_code, address.city, address.country_code].every(filled)
    );
  });
  const contactsDone = values.contacts.every(
    (contact) =>
      contact.category === 'STELLANTIS_PURCHASING' ||
      isContactLocked(contact.category, context) ||
      [contact.name, contact.phone, contact.email].every(filled),
  );
  return addressesDone && contactsDone && values.quotas.length > 0;
}

/** The server's per-field messages, by form path (`user.email`, `contacts.0.name`), and the rest. */
export function splitServerErrors(
  errors: Record<string, unknown> | undefined,
  knownPaths: (path: string) => boolean,
) {
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const [key, value] of Object.entries(errors ?? {})) {
    const text = Array.isArray(value)
      ? value.find((item): item is string => typeof item === 'string')
      : typeof value === 'string'
        ? value
        : undefined;
    if (!text || key === 'type') continue;
    if (knownPaths(key)) fields[key] = text;
    else others.push(text);
  }
  return { fields, others };
}
