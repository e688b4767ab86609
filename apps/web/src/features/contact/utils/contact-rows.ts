import type { ContactInformationRow } from '@label-portal/contract';

/** The bank details of a row as lines ("IBAN DE89 …"), none for a row without them. */
export function bankLinesOf(row: ContactInformationRow): { key: 'bank' | 'iban' | 'bic'; value: string }[] {
  return (['bank', 'iban', 'bic'] as const)
    .filter((key) => row[key].trim() !== '')
    .map((key) => ({ key, value: row[key] }));
}

/** A phone number as a tel: link target: the digits and a leading +. */
export function telHrefOf(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^0-9]/g, '')}`;
}
