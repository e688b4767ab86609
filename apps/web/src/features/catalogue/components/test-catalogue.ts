import type { AdminCatalogue, AdminPrintField } from '@label-portal/contract';
import { vi } from 'vitest';

export const PRINT_FIELD: AdminPrintField = {
  pk: 11,
  index: 1,
  name: 'part_number',
  label: { en: 'Part number', fr: 'Numéro de pièce' },
  description: { en: '' },
  type: 'text',
  field_type: 'STRING',
  validation: { regexp: '^[0-9]{10}$' },
  validation_message: { en: 'Ten digits', fr: 'Dix chiffres' },
  default_value: '',
  read_only: false,
  dependencies: {},
  linked: [],
  options: [],
  format: '',
};

export const CATALOGUE: AdminCatalogue = {
  product_groups: [{ pk: 1, name: 'Original Part', sort_index: 1, version: 1 }],
  extra_services: [{ pk: 1, category: 'PRINTING', name: { en: 'Printing' }, fee: '0.00', version: 1 }],
  products: [
    {
      pk: 7,
      product_group: 1,
      customer_reference: 'SL-OP-1001',
      description: { en: 'Security label', fr: 'Étiquette' },
      label_length: '40.00',
      label_width: '20.00',
      labels_per_unit: 10000,
      winding_direction: 'OUT',
      rewind_flag: false,
      note: { en: '' },
      image: '',
      destination: { en: 'Vesoul' },
      product_options: [],
      label_type_code: 'STANDARD',
      overlay_specification: {},
      extra_services: [1],
      unit_price: '0.01850',
      status: 'ACTIVE',
      version: 3,
      print_fields: [PRINT_FIELD],
    },
  ],
};

export const STALE_REPLY = {
  code: 'CONFLICT',
  errors: {
    type: 'STALE_VERSION',
    detail:
      'Someone else changed this record meanwhile. Reload it to see their change, then make yours again.',
  },
};

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch answering every write with `status` and `reply`; the bodies written are collected. */
export function stubWrites(status: number, reply: unknown): unknown[] {
  const sent: unknown[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input).includes('/backoffice/') && init?.method && init.method !== 'GET') {
      sent.push(JSON.parse(String(init.body)));
      return json(reply, status);
    }
    return json(String(input).includes('/backoffice/') ? CATALOGUE : {}, 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}
