import { DESTINATIONS } from '@label-portal/contract';
import type { DemoCompany } from './demo-company-list.js';
import { drawDigits, type Prng } from './prng.js';

const VAT_FORMATS: Record<string, [prefix: string, digits: number]> = {
  FR: ['FR', 11],
  DE: ['DE', 9],
  IT: ['IT', 11],
  ES: ['ESB', 8],
  BR: ['BR', 14],
  PL: ['PL', 10],
  MA: ['MA', 15],
  TR: ['TR', 10],
  CN: ['CN', 18],
  US: ['US', 9],
  CZ: ['CZ', 8],
  SK: ['SK', 10],
};

const PHONE_PREFIXES: Record<string, string> = {
  FR: '+33',
  DE: '+49',
  IT: '+39',
  ES: '+34',
  BR: '+55',
  PL: '+48',
  MA: '+212',
  TR: '+90',
  CN: '+86',
  US: '+1',
  CZ: '+420',
  SK: '+421',
};

const CONTACT_NAMES: Record<string, string[]> = {
  FR: ['Julien Bernard', 'Sophie Laurent', 'Thomas Girard', 'Émilie Roux'],
  DE: ['Markus Becker', 'Julia Hoffmann', 'Tobias Wagner', 'Laura Fischer'],
  IT: ['Marco Bianchi', 'Chiara Ricci', 'Luca Esposito', 'Francesca Greco'],
  ES: ['Pablo García', 'Marta López', 'Sergio Martín', 'Elena Sánchez'],
  BR: ['João Pereira', 'Ana Oliveira', 'Lucas Costa', 'Beatriz Santos'],
  PL: ['Piotr Kowalski', 'Anna Wiśniewska', 'Tomasz Wójcik', 'Magdalena Kamińska'],
  MA: ['Karim Benali', 'Salma Idrissi', 'Omar Tazi', 'Nadia Berrada'],
  TR: ['Mehmet Demir', 'Ayşe Kaya', 'Burak Şahin', 'Elif Çelik'],
  CN: ['Zhang Wei', 'Wang Fang', 'Liu Yang', 'Chen Jing'],
  US: ['David Miller', 'Jennifer Davis', 'Robert Wilson', 'Sarah Anderson'],
  CZ: ['Jan Novák', 'Lucie Svobodová', 'Tomáš Černý', 'Eva Procházková'],
  SK: ['Peter Kováč', 'Zuzana Vargová', 'Michal Tóth', 'Jana Nagyová'],
};

const CONTACT_MAILBOXES = [
  ['COMMERCIAL', 'sales'],
  ['PROVISIONING', 'purchasing'],
  ['TS_DELIVERY', 'logistics'],
  ['TS_INVOICE', 'accounting'],
] as const;

export type ContactCategory = (typeof CONTACT_MAILBOXES)[number][0];

export function buildVatNumber(prng: Prng, country: string): string {
  const [prefix, digits] = VAT_FORMATS[country] ?? [country, 10];
  return prefix + drawDigits(prng, digits);
}

/** A nine-digit DUNS number that does not start with 0. */
export function buildDuns(prng: Prng): string {
  return String(prng.int(1, 9)) + drawDigits(prng, 8);
}

export function buildPhone(prng: Prng, country: string): string {
  const prefix = PHONE_PREFIXES[country] ?? '+00';
  return `${prefix} ${drawDigits(prng, 3)} ${drawDigits(prng, 3)} ${drawDigits(prng, 3)}`;
}

/** The four contacts of a supplier (commercial, provisioning, delivery, invoices). */
export function buildContacts(
  prng: Prng,
  company: DemoCompany,
): { category: ContactCategory; name: string; phone: string; email: string }[] {
  const names = CONTACT_NAMES[company.address.country] ?? (CONTACT_NAMES.US as string[]);
  return CONTACT_MAILBOXES.map(([category, mailbox], i) => ({
    category,
    name: names[i % names.length] as string,
    phone: buildPhone(prng, company.address.country),
    email: `${mailbox}@${company.domain}.example`,
  }));
}

/** The warehouses a company ships to, comma-joined from the destination list. */
export function buildDestinations(prng: Prng): string {
  const chosen = DESTINATIONS.filter((_, i) => i === 0 || prng.chance(0.4));
  return chosen.join(',');
}

/** Part numbers the company labels, comma-joined (10-digit car-maker part numbers). */
export function buildPartNumbers(prng: Prng): string {
  const count = prng.int(3, 6);
  return Array.from({ length: count }, () => `9${drawDigits(prng, 9)}`).join(',');
}
