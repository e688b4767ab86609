import { MESSAGE } from './messages.js';
import { getOwn, setOwn } from './own-keys.js';
import { isCode39Encodable, type PrintValues } from './print-rules.js';
import type { PrintField, Product } from './schemas/catalogue.js';

/** The preview canvas is 450 px wide (ordering.md section 2). */
export const CANVAS_WIDTH = 450;
/** Built-in layouts give font sizes in points; one point is 3.5 layout units. */
export const FONT_SCALING_FACTOR = 3.5;
export const DEFAULT_LABEL_TYPE = '2370x1976';

export interface LayoutField {
  name: string;
  x: number;
  y: number;
  /** Font size in layout units. */
  size: number;
  barcode?: 'P' | 'Q';
  align?: 'left' | 'right';
}

export interface PreviewLayout {
  width: number;
  height: number;
  fields: LayoutField[];
}

const XF_FIELDS = [
  ['xf_ee_part_number', 0.36, 6],
  ['xf_quantity_ee', 0.43, 5],
  ['xf_na_part_number', 0.52, 6],
  ['xf_quantity_na', 0.59, 5],
  ['xf_made_in', 0.66, 5],
  ['xf_supplier_code', 0.74, 5],
] as const;

/** A built-in layout of a label type: fractions of the label, sizes in points. */
function builtIn(width: number, height: number, withXf: boolean): PreviewLayout {
  const column = Math.round(width * 0.05);
  const right = width - column;
  const at = (fraction: number) => Math.round(height * fraction);
  const pt = (points: number) => Math.round(points * FONT_SCALING_FACTOR * (width / 600));
  const fields: LayoutField[] = [
    { name: 'product_code', x: column, y: at(0.08), size: pt(12), barcode: 'P' },
    { name: 'exchange_part', x: right, y: at(0.08), size: pt(8), align: 'right' },
    { name: 'designation', x: column, y: at(0.36), size: pt(8) },
    { name: 'quantity', x: column, y: at(0.46), size: pt(8), barcode: 'Q' },
    { name: 'supplier_information', x: column, y: at(0.74), size: pt(6) },
    { name: 'made_in', x: column, y: at(0.86), size: pt(6) },
    { name: 'made_in_arabic', x: right, y: at(0.86), size: pt(6), align: 'right' },
  ];
  if (withXf) {
    const middle = Math.round(width * 0.55);
    for (const [name, fraction, points] of XF_FIELDS) {
      fields.push({ name, x: middle, y: at(fraction), size: pt(points) });
    }
    fields.push(
      { name: 'xf_packaging_date', x: column, y: at(0.94), size: pt(5) },
      { name: 'xf_packaging_source_code', x: right, y: at(0.94), size: pt(5), align: 'right' },
    );
  }
  return { width, height, fields };
}

/** Layouts keyed by label type code; the default is 2370x1976. */
export const LAYOUTS: Record<string, PreviewLayout> = {
  '600x500': builtIn(600, 500, false),
  '750x300': builtIn(750, 300, false),
  '600x600': builtIn(600, 600, true),
  '600x450': builtIn(600, 450, false),
  [DEFAULT_LABEL_TYPE]: builtIn(2370, 1976, true),
};

function isLayoutField(value: unknown): value is LayoutField {
  if (typeof value !== 'object' || value === null) return false;
  const field = value as Record<string, unknown>;
  return (
    typeof field.name === 'string' &&
    typeof field.x === 'number' &&
    typeof field.y === 'number' &&
    typeof field.size === 'number'
  );
}

/** The product's overlay specification when it is usable, else the layout of its label type. */
export function layoutFor(
  product: Pick<Product, 'label_type_code' | 'overlay_specification'>,
): PreviewLayout {
  const spec = product.overlay_specification;
  const { width, height, fields } = spec as { width?: unknown; height?: unknown; fields?: unknown };
  if (typeof width === 'number' && width > 0 && typeof height === 'number' && height > 0) {
    if (Array.isArray(fields) && fields.length > 0 && fields.every(isLayoutField)) {
      return {
        width,
        height,
        fields: fields.map((field) => ({
          name: field.name,
          x: field.x,
          y: field.y,
          size: field.size,
          ...(field.barcode === 'P' || field.barcode === 'Q' ? { barcode: field.barcode } : {}),
          align: field.align === 'right' ? 'right' : 'left',
        })),
      };
    }
  }
  return LAYOUTS[product.label_type_code] ?? (LAYOUTS[DEFAULT_LABEL_TYPE] as PreviewLayout);
}

/** The canvas size of a layout: 450 wide, the height by the layout's aspect ratio. */
export function canvasSize(layout: Pick<PreviewLayout, 'width' | 'height'>): {
  width: number;
  height: number;
} {
  return { width: CANVAS_WIDTH, height: Math.round((CANVAS_WIDTH * layout.height) / layout.width) };
}

/** The names of the fields printed as barcodes. */
export function barcodeFieldsOf(layout: PreviewLayout): string[] {
  return layout.fields.filter((field) => field.barcode).map((field) => field.name);
}

/** The text a barcode carries: its prefix and the value without the computed spaces. */
export function barcodeText(prefix: string, value: string): string {
  return `${prefix}${value.replace(/\s+/g, '')}`;
}

/**
 * Fields printed as barcodes whose value CODE39 cannot encode, by field name (checked by the form
 * and again by the server, so a label never carries a broken barcode).
 */
export function code39Errors(
  fields: readonly PrintField[],
  values: PrintValues,
  barcodeFields: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!barcodeFields.includes(field.name)) continue;
    const value = getOwn(values, field.name);
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (!isCode39Encodable(barcodeText('', value.trim()))) setOwn(errors, field.name, MESSAGE.code39);
  }
  return errors;
}
