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
      context.fillText(item.text, item.x, item.y, canvas.width - 8);
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
