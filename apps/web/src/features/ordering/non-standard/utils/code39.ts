import { isCode39Encodable, type PrintField, type PrintValues } from '@label-portal/contract';

/** The message of a value that cannot be printed as a CODE39 barcode (a translation key). */
export const CODE39_ERROR = 'ordering.print.code39Error';

/** The text a barcode carries: its prefix and the value without the computed spaces. */
export function barcodeText(prefix: string, value: string): string {
  return `${prefix}${value.replace(/\s+/g, '')}`;
}

/** Fields printed as barcodes whose value CODE39 cannot encode, by field name. */
export function code39Errors(
  fields: readonly PrintField[],
  values: PrintValues,
  barcodeFields: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!barcodeFields.includes(field.name)) continue;
    const value = values[field.name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (!isCode39Encodable(barcodeText('', value.trim()))) errors[field.name] = CODE39_ERROR;
  }
  return errors;
}
