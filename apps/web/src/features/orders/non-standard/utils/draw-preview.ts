import JsBarcode from 'jsbarcode';
import type { PreviewItem } from './preview-items';

/** A CODE39 barcode drawn by JsBarcode on an offscreen canvas; null when it cannot be drawn. */
function barcodeCanvas(text: string): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  try {
    JsBarcode(canvas, text, { format: 'CODE39', displayValue: false, margin: 0, width: 2, height: 60 });
  } catch {
    return null;
  }
  return canvas;
}

/** The label's inner margin a text keeps from its border. */
const TEXT_MARGIN_PX = 4;

/**
 * How wide a text may be drawn from `x` (its start, or its end when right-aligned) without crossing
 * the label's border: a long value is squeezed to fit, never drawn past the label.
 */
export function textRoomOf(align: 'left' | 'right', x: number, canvasWidth: number): number {
  const room = align === 'right' ? x - TEXT_MARGIN_PX : canvasWidth - TEXT_MARGIN_PX - x;
  return Math.max(1, room);
}

/** Draws the label: white background, a thin border, the texts and the barcodes. */
export function drawPreview(canvas: HTMLCanvasElement, items: readonly PreviewItem[], font: string): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.strokeStyle = '#adb5bd';
  context.strokeRect(0.5, 0.5, canvas.width - 1, canvas.height - 1);
  context.fillStyle = '#111111';
  context.textBaseline = 'top';
  for (const item of items) {
    if (item.kind === 'text') {
      context.font = `${item.fontPx}px ${font}, Arial, sans-serif`;
      context.direction = item.rtl ? 'rtl' : 'ltr';
      context.textAlign = item.align;
      context.fillText(item.text, item.x, item.y, textRoomOf(item.align, item.x, canvas.width));
      continue;
    }
    const barcode = barcodeCanvas(item.text);
    if (!barcode) continue;
    const width = Math.min(item.maxWidth, barcode.width);
    context.drawImage(barcode, item.x, item.y, width, item.height);
  }
  context.direction = 'ltr';
  context.textAlign = 'left';
}
