import {
  barcodeFieldsOf,
  checkPrintData,
  code39Errors,
  defaultPrintValues,
  type ExtraServiceInput,
  getOwn,
  isCheckboxField,
  layoutFor,
  MESSAGE,
  type PrintField,
  type PrintValue,
  type PrintValues,
  type Product,
  setOwn,
  toPrintingFields,
} from '@label-portal/contract';

type GivenField = NonNullable<ExtraServiceInput['fields']>[number];

export type PrintDataCheck = {
  /** The fields as stored: visible fields only, named by their definitions, values trimmed. */
  fields: ReturnType<typeof toPrintingFields>;
  /** Messages by field name. */
  errors: Record<string, string>;
  /** Messages of entries that name no field of the product in a usable way. */
  unnamedErrors: string[];
};

function normalise(value: PrintValue | undefined): PrintValue | undefined {
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * The values a read-only field can hold when the form produced the data: its default, or the value
 * copied from a field that links to it (changePrintValue copies linked fields of the same kind).
 */
function producibleValues(field: PrintField, fields: readonly PrintField[], values: PrintValues) {
  const candidates = [normalise(getOwn(defaultPrintValues([field]), field.name))];
  for (const source of fields) {
    if (source.linked.includes(field.name) && isCheckboxField(source) === isCheckboxField(field)) {
      candidates.push(normalise(getOwn(values, source.name)));
    }
  }
  return candidates;
}

/** Adds a message for a field unless it already has one (own keys only: names come from users). */
function addError(errors: Record<string, string>, name: string, message: string): void {
  if (!Object.hasOwn(errors, name)) setOwn(errors, name, message);
}

/**
 * The print data of a position checked with the form's own rules (visibility, validation,
 * read-only fields, CODE39 for barcode fields) and answered as it is stored.
 */
export function checkPrintingFields(product: Product, given: readonly GivenField[]): PrintDataCheck {
  const definitions = product.print_fields;
  const byPk = new Map(definitions.map((field) => [field.pk, field]));
  const values: PrintValues = {};
  const errors: Record<string, string> = {};
  const unnamedErrors: string[] = [];
  for (const entry of given) {
    const definition = byPk.get(entry.pk);
    if (!definition || definition.name !== entry.name || Object.hasOwn(values, definition.name)) {
      // `__proto__`, `constructor` … are field names like any other here: own keys only.
      if (/^\w+$/.test(entry.name)) setOwn(errors, entry.name, MESSAGE.unknownPrintField);
      else unnamedErrors.push(MESSAGE.unknownPrintField);
      continue;
    }
    setOwn(
      values,
      definition.name,
      typeof entry.value === 'boolean' ? entry.value : entry.value === null ? '' : String(entry.value),
    );
  }
  const add = (problems: Record<string, string>) => {
    for (const [name, message] of Object.entries(problems)) addError(errors, name, message);
  };
  add(checkPrintData(definitions, values));

  const fields = toPrintingFields(definitions, values);
  const stored: PrintValues = {};
  for (const field of fields) setOwn(stored, field.name, field.value);
  for (const field of definitions) {
    if (!field.read_only || !Object.hasOwn(stored, field.name)) continue;
    if (!producibleValues(field, definitions, values).includes(getOwn(stored, field.name))) {
      addError(errors, field.name, MESSAGE.readOnlyField);
    }
  }
  add(code39Errors(definitions, stored, barcodeFieldsOf(layoutFor(product))));
  return { fields, errors, unnamedErrors };
}
