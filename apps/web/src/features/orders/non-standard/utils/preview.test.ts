import { barcodeFieldsOf, canvasSize, DEFAULT_LABEL_TYPE, LAYOUTS, layoutFor } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { textRoomOf } from './draw-preview';
import { previewDescription, previewItems } from './preview-items';
import { FIELDS } from './test-fields';

const overlay = {
  width: 600,
  height: 500,
  fields: [
    { name: 'product_code', x: 30, y: 40, size: 42, barcode: 'P' },
    { name: 'quantity', x: 30, y: 276, size: 28, barcode: 'Q' },
    { name: 'exchange_part', x: 570, y: 48, size: 28, align: 'right' },
    { name: 'made_in_arabic', x: 570, y: 430, size: 20, align: 'right' },
  ],
};

describe('preview layout', () => {
  it('uses the overlay specification when it is usable, else the label type, else the default', () => {
    expect(layoutFor({ label_type_code: '750x300', overlay_specification: overlay }).fields).toHaveLength(4);
    expect(layoutFor({ label_type_code: '750x300', overlay_specification: {} })).toBe(LAYOUTS['750x300']);
    expect(layoutFor({ label_type_code: '1x1', overlay_specification: { width: 'x' } })).toBe(
      LAYOUTS[DEFAULT_LABEL_TYPE],
    );
    expect(LAYOUTS['600x600']?.fields.some((field) => field.name === 'xf_made_in')).toBe(true);
    expect(LAYOUTS['600x500']?.fields.some((field) => field.name.startsWith('xf_'))).toBe(false);
  });

  it('is 450 wide with the height of the aspect ratio and names its barcode fields', () => {
    expect(canvasSize({ width: 600, height: 500 })).toEqual({ width: 450, height: 375 });
    expect(canvasSize({ width: 2370, height: 1976 })).toEqual({ width: 450, height: 375 });
    expect(barcodeFieldsOf(layoutFor({ label_type_code: '', overlay_specification: overlay }))).toEqual([
      'product_code',
      'quantity',
    ]);
  });
});

describe('preview items', () => {
  const layout = layoutFor({ label_type_code: '600x500', overlay_specification: overlay });

  it('draws formatted texts, P and Q barcodes, ticked checkboxes as their label and Arabic right to left', () => {
    const values = {
      product_code: '9812345680',
      quantity: '4',
      exchange_part: true,
      made_in: 'MA',
      made_in_arabic: true,
    };
    const items = previewItems(layout, FIELDS, values, {
      product_code: '98 123 456 80',
      made_in_arabic: 'المغرب',
    });
    expect(items).toContainEqual(
      expect.objectContaining({ kind: 'text', text: '98 123 456 80', x: 23, y: 30, fontPx: 31.5 }),
    );
    expect(items).toContainEqual(expect.objectContaining({ kind: 'barcode', text: 'P9812345680' }));
    expect(items).toContainEqual(expect.objectContaining({ kind: 'barcode', text: 'Q4' }));
    expect(items).toContainEqual(expect.objectContaining({ text: 'EXCHANGE PART', align: 'right' }));
    expect(items).toContainEqual(expect.objectContaining({ text: 'المغرب', rtl: true }));
    expect(previewDescription(items)).toContain('CODE39 Q4');
  });

  it('leaves out fields hidden by their dependency', () => {
    const items = previewItems(layout, FIELDS, { made_in: 'FR', made_in_arabic: true }, {});
    expect(items.some((item) => item.name === 'made_in_arabic')).toBe(false);
  });

  it('leaves out empty values, unticked boxes and barcodes CODE39 cannot encode', () => {
    const items = previewItems(
      layout,
      FIELDS,
      { product_code: '98123abc', quantity: '', exchange_part: false },
      {},
    );
    expect(items).toEqual([expect.objectContaining({ kind: 'text', text: '98123abc' })]);
  });
});

describe('textRoomOf', () => {
  it('keeps a text inside the label from where it starts, or up to where it ends when right-aligned', () => {
    // 450 px label: a left text at 22 px may be 424 px wide, a right one ending at 428 px 424 px.
    expect(textRoomOf('left', 22, 450)).toBe(424);
    expect(textRoomOf('right', 428, 450)).toBe(424);
    expect(textRoomOf('left', 449, 450)).toBe(1);
  });
});
