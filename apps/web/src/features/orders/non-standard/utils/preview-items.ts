import {
  barcodeText,
  CANVAS_WIDTH,
  isCode39Encodable,
  isPrintFieldVisible,
  type PreviewLayout,
  type PrintField,
  type PrintValues,
} from '@label-portal/contract';

export type PreviewItem =
  | {
      kind: 'text';
      name: string;
      text: string;
      x: number;
      y: number;
      fontPx: number;
      align: 'left' | 'right';
      rtl: boolean;
    }
  | { kind: 'barcode'; name: string; text: string; x: number; y: number; maxWidth: number; height: number };

/** The text a field shows: the formatted value, a ticked checkbox as its label, nothing for false. */
export function displayText(
  field: PrintField | undefined,
  raw: PrintValues[string] | undefined,
  formatted?: string,
): string {
  if (raw === undefined || raw === false) return '';
  const text = (formatted ?? (typeof raw === 'string' ? raw : '')).trim();
  if (raw === true || text === 'true') {
    if (field?.name === 'made_in_arabic' && text !== 'true' && text !== '') return text;
    return (field?.label ?? '').toUpperCase();
  }
  return text === 'false' ? '' : text;
}

/**
 * What the preview draws, in canvas pixels: each layout field with a value as text (Arabic right to
 * left), and under the barcode fields their CODE39 barcode (prefix P or Q) when CODE39 can encode it.
 */
export function previewItems(
  layout: PreviewLayout,
  fields: readonly PrintField[],
  values: PrintValues,
  formatted: Readonly<Record<string, string>>,
): PreviewItem[] {
  const scale = CANVAS_WIDTH / layout.width;
  const items: PreviewItem[] = [];
  for (const spot of layout.fields) {
    const field = fields.find((candidate) => candidate.name === spot.name);
    if (!field || !isPrintFieldVisible(field, values)) continue;
    const raw = values[spot.name];
    const text = displayText(field, raw, formatted[spot.name]);
    if (text === '') continue;
    const fontPx = Math.max(6, Math.round(spot.size * scale * 10) / 10);
    const x = Math.round(spot.x * scale);
    const y = Math.round(spot.y * scale);
    const align = spot.align === 'right' ? 'right' : 'left';
    items.push({
      kind: 'text',
      name: spot.name,
      text,
      x,
      y,
      fontPx,
      align,
      rtl: /[\u0600-\u06FF]/.test(text),
    });
    if (spot.barcode && typeof raw === 'string') {
      const code = barcodeText(spot.barcode, raw.trim());
      if (!isCode39Encodable(code)) continue;
      items.push({
        kind: 'barcode',
        name: spot.name,
        text: code,
        x,
        y: Math.round(y + fontPx * 1.15),
        maxWidth: Math.round(CANVAS_WIDTH * 0.5),
        height: Math.round(fontPx * 1.3),
      });
    }
  }
  return items;
}

/** A description of the preview for screen readers. */
export function previewDescription(items: readonly PreviewItem[]): string {
  return items.map((item) => (item.kind === 'barcode' ? `CODE39 ${item.text}` : item.text)).join(', ');
}
