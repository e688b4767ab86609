import type { PrintField, Product } from '@label-portal/contract';

/** A print field for tests. */
export function field(change: Partial<PrintField> & Pick<PrintField, 'name'>): PrintField {
  return {
    pk: 1,
    index: 1,
    label: change.name,
    description: '',
    type: 'text',
    field_type: 'STRING',
    validation: { blank: false },
    validation_message: 'Bad value',
    default_value: '',
    read_only: false,
    dependencies: {},
    linked: [],
    options: [],
    format: '',
    ...change,
  };
}

/** The choices of the two country fields. */
const COUNTRY_OPTIONS: PrintField['options'] = [
  { value: 'FR', label: 'France' },
  { value: 'MA', label: 'Morocco' },
];

export const FIELDS: PrintField[] = [
  field({
    pk: 8,
    index: 1,
    name: 'product_code',
    label: 'Part number',
    field_type: 'PRODUCT_CODE',
    validation: { blank: false, regexp: '^[0-9A-Za-z]{8,12}$' },
  }),
  field({
    pk: 11,
    index: 4,
    name: 'quantity',
    label: 'Quantity',
    type: 'number',
    field_type: 'INTEGER',
    validation: { min: 1, max: 99999, blank: false },
    default_value: '1',
  }),
  field({
    pk: 13,
    index: 6,
    name: 'made_in',
    type: 'select',
    field_type: 'COUNTRY_CODE',
    default_value: 'FR',
    linked: ['xf_made_in'],
    options: COUNTRY_OPTIONS,
  }),
  field({
    pk: 14,
    index: 7,
    name: 'made_in_arabic',
    label: 'Made in (Arabic)',
    type: 'checkbox',
    field_type: 'BOOLEAN',
    validation: { blank: true },
    default_value: 'false',
    dependencies: { field: 'made_in', value: 'MA' },
  }),
  field({
    pk: 19,
    index: 12,
    name: 'xf_made_in',
    type: 'select',
    field_type: 'COUNTRY_CODE',
    read_only: true,
    validation: { blank: true },
    default_value: 'FR',
    options: COUNTRY_OPTIONS,
  }),
  field({
    pk: 9,
    index: 2,
    name: 'exchange_part',
    label: 'Exchange part',
    type: 'checkbox',
    field_type: 'BOOLEAN',
    validation: { blank: true },
    default_value: 'false',
  }),
];

/** A non-standard product with a PRINTING service and the fields above, for component tests. */
export function printProduct(change: Partial<Product> = {}): Product {
  return {
    pk: 40,
    customer_reference: 'SL-OP-1003',
    description: 'Printed labels',
    destination: 'Europe',
    product_group: { pk: 2, name: 'Overprint', sort_index: 1 },
    labels_per_unit: 2000,
    label_length: 40,
    label_width: 20,
    winding_direction: 'OUT',
    rewind_flag: false,
    note: '',
    image: '',
    blocked: false,
    product_options: [],
    extra_services: [
      { pk: 1, category: 'PRINTING', name: 'Printing', image: '', fee: '0.00' },
      { pk: 2, category: 'PRINT_DESIGN', name: 'Print design', image: '', fee: '50.00' },
      { pk: 3, category: 'PARTIAL_ROLL', name: 'Partial roll', image: '', fee: '20.00' },
    ],
    unit_price: '0.05',
    label_type_code: 'OP',
    overlay_specification: {},
    print_fields: FIELDS,
    ...change,
  };
}
