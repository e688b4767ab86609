import {
  isCheckboxField,
  isProductCodeField,
  type OrderFieldFormatEntry,
  type PrintField,
  spacePartNumber,
} from '@label-portal/contract';
import type { Database } from '../../../db/client.js';
import { countryName } from '../../../lib/countries.js';
import { findOrderablePrintFields } from './catalogue.repository.js';
import { toPrintField } from './catalogue.service.js';

function formatValue(
  field: PrintField | undefined,
  input: OrderFieldFormatEntry,
  all: OrderFieldFormatEntry[],
): string {
  const raw = input.value === null ? '' : String(input.value).trim();
  if (!field) return raw;
  if (isCheckboxField(field)) {
    if (field.name === 'made_in_arabic') {
      const madeIn = all.find((entry) => entry.name === 'made_in')?.value;
      return input.value === true && typeof madeIn === 'string' ? countryName(madeIn, 'ar') : '';
    }
    return input.value === true ? 'true' : 'false';
  }
  if (isProductCodeField(field)) return spacePartNumber(raw.toUpperCase());
  if (field.field_type === 'COUNTRY_CODE') return raw ? countryName(raw, 'en') : '';
  if (field.field_type === 'INTEGER') return /^-?\d+$/.test(raw) ? String(Number(raw)) : raw;
  return raw;
}

/**
 * Values as the label prints them (orders:api_order_field_format): spaces computed in part
 * numbers, country codes as names, the Arabic country name for made_in_arabic. Called on every
 * keystroke of the print preview, so it loads only the asked fields of products the company may
 * order (one query), not the whole ordering context.
 */
export async function formatPrintFields(db: Database, companyId: number, inputs: OrderFieldFormatEntry[]) {
  const ids = [...new Set(inputs.map((input) => input.id))];
  const rows = await findOrderablePrintFields(db, companyId, ids);
  const fields = new Map<number, PrintField>(rows.map((row) => [row.id, toPrintField(row, 'en')]));
  return inputs.map((input) => ({
    name: input.name,
    value: formatValue(fields.get(input.id), input, inputs),
  }));
}
