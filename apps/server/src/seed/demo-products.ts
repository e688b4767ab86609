import type { LocalizedText, PRODUCT_GROUPS } from '@label-portal/contract';

export type ProductGroupName = (typeof PRODUCT_GROUPS)[number];
export type ExtraServiceCategory = 'PARTIAL_ROLL' | 'PRINT_DESIGN' | 'PRINTING';
/** Which print data form a printing product carries (see demo-print-fields.ts). */
export type PrintLayout = 'BASIC' | 'DUAL_MARKET';

export type ProductDefinition = {
  group: ProductGroupName;
  reference: string;
  /** Label length x width in mm (whole millimetres). */
  size: [number, number];
  labelsPerUnit: number;
  winding: 'IN' | 'OUT';
  unitPrice: string;
  destination: LocalizedText;
  rewind?: boolean;
  note?: LocalizedText;
  ribbon?: boolean;
  services?: readonly ExtraServiceCategory[];
  printLayout?: PrintLayout;
};

export const PRODUCT_GROUP_DEFINITIONS: readonly { name: ProductGroupName; image: string; quota: boolean }[] =
  [
    { name: 'Original Part', image: 'original-part.svg', quota: true },
    { name: 'Accessories', image: 'accessories.svg', quota: true },
    { name: 'Eurorepar', image: 'eurorepar.svg', quota: true },
    { name: 'MOPAR', image: 'mopar.svg', quota: true },
    { name: 'SUSTAINera', image: 'sustainera.svg', quota: false },
    { name: 'bproauto', image: 'bproauto.svg', quota: false },
  ];

export const EXTRA_SERVICE_DEFINITIONS: readonly {
  category: ExtraServiceCategory;
  name: LocalizedText;
  fee: string;
}[] = [
  { category: 'PARTIAL_ROLL', name: { en: 'Partial roll', fr: 'Rouleau partiel' }, fee: '35.00' },
  { category: 'PRINT_DESIGN', name: { en: 'Print design', fr: 'Conception d’impression' }, fee: '60.00' },
  { category: 'PRINTING', name: { en: 'Individual printing', fr: 'Impression individuelle' }, fee: '0.00' },
];

const PRINTED: readonly ExtraServiceCategory[] = ['PARTIAL_ROLL', 'PRINT_DESIGN', 'PRINTING'];
const PARTIAL_ONLY: readonly ExtraServiceCategory[] = ['PARTIAL_ROLL'];
// Warehouses: a town's name reads the same in French; "Other" does not.
const VESOUL: LocalizedText = { en: 'Vesoul (FR)', fr: 'Vesoul (FR)' };
const BOCHUM: LocalizedText = { en: 'Bochum (DE)', fr: 'Bochum (DE)' };
const RIVALTA: LocalizedText = { en: 'Rivalta (IT)', fr: 'Rivalta (IT)' };
const BETIM: LocalizedText = { en: 'Betim (BR)', fr: 'Betim (BR)' };
const OTHER: LocalizedText = { en: 'Other', fr: 'Autre' };

type ProductRow = [
  group: ProductGroupName,
  reference: string,
  length: number,
  width: number,
  labelsPerUnit: number,
  winding: 'IN' | 'OUT',
  unitPrice: string,
  destination: LocalizedText,
  extras?: Partial<ProductDefinition>,
];

const OP = 'Original Part';
const AC = 'Accessories';
const ER = 'Eurorepar';
const MP = 'MOPAR';
const SU = 'SUSTAINera';
const BP = 'bproauto';

const PRODUCT_ROWS: readonly ProductRow[] = [
  [OP, 'SL-OP-1001', 30, 20, 1000, 'OUT', '0.01850', VESOUL],
  [OP, 'SL-OP-1002', 50, 30, 500, 'OUT', '0.02150', VESOUL, { rewind: true }],
  [OP, 'SL-OP-1003', 60, 50, 2000, 'IN', '0.04900', VESOUL, { services: PRINTED, printLayout: 'BASIC' }],
  [
    OP,
    'SL-OP-1004',
    60,
    60,
    2000,
    'OUT',
    '0.05600',
    OTHER,
    {
      ribbon: true,
      services: PRINTED,
      printLayout: 'DUAL_MARKET',
      note: {
        en: 'Dual-market label for EE and NA part numbers.',
        fr: 'Étiquette double marché pour les références pièces EE et NA.',
      },
    },
  ],
  [AC, 'SL-AC-2001', 30, 20, 1000, 'OUT', '0.01950', VESOUL],
  [
    AC,
    'SL-AC-2002',
    50,
    30,
    500,
    'IN',
    '0.02250',
    BOCHUM,
    {
      note: {
        en: 'Only for accessory kits in retail packaging.',
        fr: 'Uniquement pour les kits d’accessoires en emballage de vente au détail.',
      },
    },
  ],
  [AC, 'SL-AC-2003', 75, 30, 500, 'OUT', '0.02600', RIVALTA, { rewind: true }],
  [AC, 'SL-AC-2004', 60, 45, 2000, 'OUT', '0.03900', VESOUL, { services: PARTIAL_ONLY }],
  [ER, 'SL-ER-3001', 30, 20, 1000, 'OUT', '0.01800', VESOUL],
  [ER, 'SL-ER-3002', 50, 30, 500, 'OUT', '0.02100', VESOUL, { rewind: true }],
  [ER, 'SL-ER-3003', 60, 45, 2000, 'IN', '0.03400', BOCHUM],
  [ER, 'SL-ER-3004', 60, 50, 1000, 'OUT', '0.04200', OTHER, { ribbon: true }],
  [MP, 'SL-MP-4001', 50, 30, 500, 'OUT', '0.02300', BETIM],
  [MP, 'SL-MP-4002', 60, 50, 2000, 'IN', '0.03600', BETIM, { rewind: true }],
  [
    MP,
    'SL-MP-4003',
    75,
    30,
    2000,
    'OUT',
    '0.05200',
    OTHER,
    { ribbon: true, services: PRINTED, printLayout: 'BASIC' },
  ],
  [MP, 'SL-MP-4004', 30, 20, 1000, 'OUT', '0.01900', RIVALTA],
  [
    SU,
    'SL-SU-5001',
    30,
    20,
    1000,
    'OUT',
    '0.02000',
    VESOUL,
    {
      note: {
        en: 'Paper-based label on a recyclable liner.',
        fr: 'Étiquette en papier sur un support recyclable.',
      },
    },
  ],
  [SU, 'SL-SU-5002', 50, 30, 500, 'OUT', '0.02400', BOCHUM],
  [SU, 'SL-SU-5003', 60, 45, 2000, 'IN', '0.03700', VESOUL, { rewind: true }],
  [SU, 'SL-SU-5004', 60, 60, 1000, 'OUT', '0.04400', OTHER],
  [BP, 'SL-BP-6001', 30, 20, 1000, 'OUT', '0.01900', VESOUL],
  [BP, 'SL-BP-6002', 50, 30, 500, 'IN', '0.02200', RIVALTA],
  [BP, 'SL-BP-6003', 60, 45, 2000, 'OUT', '0.03500', VESOUL, { services: PARTIAL_ONLY }],
  [BP, 'SL-BP-6004', 75, 30, 500, 'OUT', '0.02700', BETIM, { ribbon: true }],
];

/** About four products per group; five carry extra services (three printed, two partial-roll only). */
export const PRODUCT_DEFINITIONS: readonly ProductDefinition[] = PRODUCT_ROWS.map(
  ([group, reference, length, width, labelsPerUnit, winding, unitPrice, destination, extras]) => ({
    ...extras,
    group,
    reference,
    size: [length, width],
    labelsPerUnit,
    winding,
    unitPrice,
    destination,
  }),
);

/** The preview layout key: the label size in tenths of a millimetre ("600x500"). */
export function buildLabelTypeCode(definition: ProductDefinition): string {
  return `${definition.size[0] * 10}x${definition.size[1] * 10}`;
}

/** "Security label 30 x 20" or "Printed security label 60 x 50", in English and French. */
export function buildProductDescription(definition: ProductDefinition): LocalizedText {
  const size = `${definition.size[0]} x ${definition.size[1]}`;
  return definition.services?.includes('PRINTING')
    ? { en: `Printed security label ${size}`, fr: `Étiquette de sécurité imprimée ${size}` }
    : { en: `Security label ${size}`, fr: `Étiquette de sécurité ${size}` };
}
