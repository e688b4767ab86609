import type { PrintLayout } from './demo-products.js';

type OverlayField = {
  name: string;
  x: number;
  y: number;
  size: number;
  barcode?: 'P' | 'Q';
  align?: 'right';
};

/** Where the preview draws each field on the label, in layout units (the label type code's size). */
export function buildOverlaySpecification(
  labelTypeCode: string,
  layout: PrintLayout,
): Record<string, unknown> {
  const [width, height] = labelTypeCode.split('x').map(Number) as [number, number];
  const column = Math.round(width * 0.05);
  const row = (fraction: number) => Math.round(height * fraction);
  const fields: OverlayField[] = [
    { name: 'product_code', x: column, y: row(0.08), size: 42, barcode: 'P' },
    { name: 'exchange_part', x: width - column, y: row(0.08), size: 28, align: 'right' },
    { name: 'designation', x: column, y: row(0.36), size: 28 },
    { name: 'quantity', x: column, y: row(0.46), size: 28, barcode: 'Q' },
    { name: 'supplier_information', x: column, y: row(0.74), size: 20 },
    { name: 'made_in', x: column, y: row(0.86), size: 20 },
    { name: 'made_in_arabic', x: width - column, y: row(0.86), size: 20, align: 'right' },
  ];
  if (layout === 'DUAL_MARKET') {
    const right = Math.round(width * 0.55);
    fields.push(
      { name: 'xf_ee_part_number', x: right, y: row(0.36), size: 22 },
      { name: 'xf_quantity_ee', x: right, y: row(0.43), size: 18 },
      { name: 'xf_na_part_number', x: right, y: row(0.52), size: 22 },
      { name: 'xf_quantity_na', x: right, y: row(0.59), size: 18 },
      { name: 'xf_made_in', x: right, y: row(0.66), size: 18 },
      { name: 'xf_packaging_date', x: column, y: row(0.94), size: 18 },
      { name: 'xf_supplier_code', x: right, y: row(0.74), size: 18 },
      { name: 'xf_packaging_source_code', x: width - column, y: row(0.94), size: 18, align: 'right' },
    );
  }
  return { width, height, font: 'Helvetica', barcodeType: 'CODE39', fields };
}

/** Believable print data for an ordered printed position (value by field name). */
export function buildSamplePrintValues(
  layout: PrintLayout,
  variant: number,
): Record<string, string | boolean | number> {
  const parts = ['9812345680', '9836471280', '1612783580', '9678451980'];
  const designations = [
    'Brake pad set front',
    'Oil filter cartridge',
    'Wiper blade 650 mm',
    'Air filter element',
  ];
  const values: Record<string, string | boolean | number> = {
    product_code: parts[variant % parts.length] as string,
    exchange_part: variant % 3 === 2,
    designation: designations[variant % designations.length] as string,
    quantity: [1, 2, 4, 10][variant % 4] as number,
    supplier_information: 'Lot A-2291',
    made_in: 'FR',
    made_in_arabic: false,
  };
  if (layout === 'DUAL_MARKET') {
    Object.assign(values, {
      xf_ee_part_number: values.product_code,
      xf_quantity_ee: values.quantity,
      xf_na_part_number: '68123456AA',
      xf_quantity_na: values.quantity,
      xf_made_in: 'FR',
      xf_packaging_date: '2025/11/03',
      xf_supplier_code: '12345A0001',
      xf_packaging_source_code: 'A',
    });
  }
  return values;
}
