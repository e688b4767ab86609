import type { PrintField } from '@label-portal/contract';
import { initialPrintForm, type PrintFormAction, type PrintFormState, printFormReducer } from './print-form';

/** One row of the non-standard tab as the screen holds it. */
export interface NsRow {
  rowId: string;
  /** The chosen product's pk, null until one is chosen. */
  product: number | null;
  /** The number of labels as typed. */
  labels: string;
  /** The print data form, for products with a PRINTING service. */
  print: PrintFormState | null;
}

export type NsRowAction =
  | { type: 'add'; rowId: string }
  | { type: 'remove'; rowId: string }
  /** A new product: the row's labels and print data are dropped (and so its cart entry). */
  | { type: 'setProduct'; rowId: string; product: number | null; printFields: readonly PrintField[] | null }
  | { type: 'setLabels'; rowId: string; labels: string }
  | {
      type: 'print';
      rowId: string;
      action: PrintFormAction;
      fields: readonly PrintField[];
      barcodeFields: readonly string[];
    };

export function emptyRow(rowId: string): NsRow {
  return { rowId, product: null, labels: '', print: null };
}

/** Number of labels: a whole number of 0 or more; anything else counts as 0. */
export function parseLabels(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 0;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : 0;
}

export function nsRowsReducer(rows: readonly NsRow[], action: NsRowAction): NsRow[] {
  const update = (change: (row: NsRow) => NsRow) =>
    rows.map((row) => (row.rowId === action.rowId ? change(row) : row));
  switch (action.type) {
    case 'add':
      return [...rows, emptyRow(action.rowId)];
    case 'remove':
      return rows.filter((row) => row.rowId !== action.rowId);
    case 'setProduct':
      return update((row) =>
        row.product === action.product
          ? row
          : {
              ...row,
              product: action.product,
              labels: '',
              print: action.printFields ? initialPrintForm(action.printFields) : null,
            },
      );
    case 'setLabels':
      return update((row) => ({ ...row, labels: action.labels }));
    case 'print':
      return update((row) =>
        row.print
          ? { ...row, print: printFormReducer(action.fields, action.barcodeFields, row.print, action.action) }
          : row,
      );
  }
}
