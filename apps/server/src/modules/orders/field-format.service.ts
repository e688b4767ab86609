import {
  isCheckboxField,
  isProductCodeField,
  type OrderFieldFormatEntry,
  type PrintField,
  spacePartNumber,
} from '@label-portal/contract';
import type { AuthContext } from '../../plugins/request-context.js';
import { countryName } from '../accounts/countries.js';
import { loadOrderingContext, type OrdersDeps } from './ordering-context.service.js';

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
 * numbers, country codes as names, the Arabic country name for made_in_arabic.
 */
export async function formatPrintFields(
  deps: OrdersDeps,
  auth: AuthContext,
  inputs: OrderFieldFormatEntry[],
) {
  const context = await loadOrderingContext(deps, auth);
  const fields = new Map<number, PrintField>();
  for (const product of context.products.values()) {
    for (const field of product.print_fields) fields.set(field.pk, field);
  }
  return inputs.map((input) => ({
    name: input.name,
    value: formatValue(fields.get(input.id), input, inputs),
  }));
}
