import type { PrintLayout } from './demo-products.js';

/** One print data form field (ordering.md sections 3 and 5), before it is tied to a product. */
export type PrintFieldDefinition = {
  index: number;
  name: string;
  label: string;
  description: string;
  type: 'text' | 'number' | 'checkbox' | 'select' | 'date';
  fieldType: 'INTEGER' | 'STRING' | 'BOOLEAN' | 'DATE' | 'COUNTRY_CODE' | 'PRODUCT_CODE';
  validation: { min?: number; max?: number; blank?: boolean; regexp?: string };
  validationMessage: string;
  defaultValue: string;
  readOnly: boolean;
  dependencies: Record<string, unknown>;
  linked: string[];
  options: { value: string; label: string }[];
  format: string;
};

const COUNTRY_OPTIONS = [
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['IT', 'Italy'],
  ['ES', 'Spain'],
  ['PL', 'Poland'],
  ['CZ', 'Czechia'],
  ['SK', 'Slovakia'],
  ['MA', 'Morocco'],
  ['TR', 'Türkiye'],
  ['BR', 'Brazil'],
  ['CN', 'China'],
  ['US', 'United States'],
].map(([value, label]) => ({ value: value as string, label: label as string }));

const PACKAGING_SOURCE_OPTIONS = [
  { value: 'A', label: 'A - Original supplier packaging' },
  { value: 'R', label: 'R - Repacked by the supplier' },
  { value: 'S', label: 'S - Service kit' },
];

type FieldSpec = Omit<PrintFieldDefinition, 'index'> & { index?: number };

function defineField(spec: Partial<FieldSpec> & Pick<FieldSpec, 'name' | 'label' | 'fieldType'>): FieldSpec {
  return {
    description: '',
    type: 'text',
    validation: { blank: true },
    validationMessage: '',
    defaultValue: '',
    readOnly: false,
    dependencies: {},
    linked: [],
    options: [],
    format: '',
    ...spec,
  };
}

const PART_NUMBER = '^[0-9A-Z]{8,12}$';
const PART_NUMBER_MESSAGE = 'Enter 8 to 12 digits or capital letters, without spaces.';
const QUANTITY = { min: 1, max: 99999, blank: false };
const QUANTITY_MESSAGE = 'Enter a whole number between 1 and 99999.';

function buildBasicFields(dualMarket: boolean): FieldSpec[] {
  return [
    defineField({
      name: 'product_code',
      label: 'Part number',
      fieldType: 'PRODUCT_CODE',
      description: 'Printed in clear text and as CODE39 barcode (prefix P)',
      validation: { blank: false, regexp: PART_NUMBER },
      validationMessage: PART_NUMBER_MESSAGE,
    }),
    defineField({
      name: 'exchange_part',
      label: 'Exchange part',
      fieldType: 'BOOLEAN',
      type: 'checkbox',
      description: 'Prints the exchange-part mark',
      defaultValue: 'false',
    }),
    defineField({
      name: 'designation',
      label: 'Designation',
      fieldType: 'STRING',
      description: 'Part designation, at most 40 characters',
      validation: { blank: false, regexp: '^.{1,40}$' },
      validationMessage: 'Enter a designation of at most 40 characters.',
    }),
    defineField({
      name: 'quantity',
      label: 'Quantity',
      fieldType: 'INTEGER',
      type: 'number',
      description: 'Parts per package, printed as CODE39 barcode (prefix Q)',
      validation: QUANTITY,
      validationMessage: QUANTITY_MESSAGE,
      defaultValue: '1',
      linked: dualMarket ? ['xf_quantity_ee'] : [],
    }),
    defineField({
      name: 'supplier_information',
      label: 'Supplier information',
      fieldType: 'STRING',
      description: 'Free text for the supplier, at most 30 characters',
      validation: { blank: true, regexp: '^.{0,30}$' },
      validationMessage: 'At most 30 characters.',
    }),
    defineField({
      name: 'made_in',
      label: 'Made in',
      fieldType: 'COUNTRY_CODE',
      type: 'select',
      description: 'Country of origin',
      validation: { blank: false, regexp: '^[A-Z]{2}$' },
      validationMessage: 'Choose the country of origin.',
      defaultValue: 'FR',
      options: COUNTRY_OPTIONS,
      linked: dualMarket ? ['made_in_arabic', 'xf_made_in'] : ['made_in_arabic'],
    }),
    defineField({
      name: 'made_in_arabic',
      label: 'Made in (Arabic)',
      fieldType: 'BOOLEAN',
      type: 'checkbox',
      description: 'Adds the country of origin in Arabic',
      defaultValue: 'false',
      readOnly: false,
      dependencies: { field: 'made_in', value: 'MA' },
    }),
  ];
}

function buildDualMarketFields(): FieldSpec[] {
  return [
    defineField({
      name: 'xf_ee_part_number',
      label: 'EE part number',
      fieldType: 'PRODUCT_CODE',
      description: 'Part number for the European market',
      validation: { blank: false, regexp: PART_NUMBER },
      validationMessage: PART_NUMBER_MESSAGE,
    }),
    defineField({
      name: 'xf_quantity_ee',
      label: 'EE quantity',
      fieldType: 'INTEGER',
      type: 'number',
      validation: QUANTITY,
      validationMessage: QUANTITY_MESSAGE,
      defaultValue: '1',
    }),
    defineField({
      name: 'xf_na_part_number',
      label: 'NA part number',
      fieldType: 'PRODUCT_CODE',
      description: 'Part number for the North American market (8 digits and 2 letters)',
      validation: { blank: true, regexp: '^([0-9]{8}[A-Z]{2})?$' },
      validationMessage: 'Enter 8 digits followed by 2 capital letters.',
    }),
    defineField({
      name: 'xf_quantity_na',
      label: 'NA quantity',
      fieldType: 'INTEGER',
      type: 'number',
      validation: { min: 1, max: 99999, blank: true },
      validationMessage: QUANTITY_MESSAGE,
    }),
    defineField({
      name: 'xf_made_in',
      label: 'Country of origin (EE/NA)',
      fieldType: 'COUNTRY_CODE',
      type: 'select',
      description: 'Taken over from "Made in"',
      defaultValue: 'FR',
      readOnly: true,
      options: COUNTRY_OPTIONS,
    }),
    defineField({
      name: 'xf_packaging_date',
      label: 'Packaging date',
      fieldType: 'DATE',
      type: 'date',
      format: 'yyyy/MM/dd',
      validation: { blank: false, regexp: '^[0-9]{4}/[0-9]{2}/[0-9]{2}$' },
      validationMessage: 'Enter the date as yyyy/MM/dd.',
    }),
    defineField({
      name: 'xf_supplier_code',
      label: 'Supplier code',
      fieldType: 'STRING',
      description: 'Your COFOR code',
      validation: { blank: false, regexp: '^[0-9A-Z]{6,10}$' },
      validationMessage: 'Enter 6 to 10 digits or capital letters.',
    }),
    defineField({
      name: 'xf_packaging_source_code',
      label: 'Packaging source',
      fieldType: 'STRING',
      type: 'select',
      defaultValue: 'A',
      validation: { blank: false, regexp: '^[ARS]$' },
      validationMessage: 'Choose a packaging source.',
      options: PACKAGING_SOURCE_OPTIONS,
    }),
  ];
}

/** The print data form of a printing product, ordered by index (1, 2, ...). */
export function buildPrintFields(layout: PrintLayout): PrintFieldDefinition[] {
  const specs =
    layout === 'DUAL_MARKET'
      ? [...buildBasicFields(true), ...buildDualMarketFields()]
      : buildBasicFields(false);
  return specs.map((spec, position) => ({ ...spec, index: position + 1 }));
}
