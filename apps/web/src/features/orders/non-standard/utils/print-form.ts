import {
  changePrintValue,
  checkPrintData,
  code39Errors,
  defaultPrintValues,
  isPrintFieldVisible,
  type PrintErrors,
  type PrintField,
  type PrintValue,
  type PrintValues,
} from '@label-portal/contract';

/**
 * The print data form of one row (ordering.md section 4): none while pristine, unconfirmed once
 * edited, confirmed when the confirmation box is ticked (only without errors).
 */
export interface PrintFormState {
  values: PrintValues;
  pristine: boolean;
  confirmed: boolean;
}

export type PrintStatus = 'none' | 'unconfirmed' | 'confirmed';

export type PrintFormAction =
  | { type: 'change'; name: string; value: PrintValue }
  | { type: 'confirm' }
  | { type: 'unconfirm' }
  | { type: 'clear' };

/** The fields of a form in index order. */
export function sortedFields(fields: readonly PrintField[]): PrintField[] {
  return [...fields].sort((a, b) => a.index - b.index);
}

export function initialPrintForm(fields: readonly PrintField[]): PrintFormState {
  return { values: defaultPrintValues(fields), pristine: true, confirmed: false };
}

/** Errors of the visible fields: the contract's rules, then values CODE39 cannot print. */
export function printFormErrors(
  fields: readonly PrintField[],
  values: PrintValues,
  barcodeFields: readonly string[],
): PrintErrors {
  const visible = fields.filter((field) => isPrintFieldVisible(field, values));
  return { ...checkPrintData(fields, values), ...code39Errors(visible, values, barcodeFields) };
}

export function printStatusOf(state: PrintFormState | null): PrintStatus {
  if (!state || state.pristine) return 'none';
  return state.confirmed ? 'confirmed' : 'unconfirmed';
}

/**
 * The form's transitions. A change applies dependencies and linked fields and drops a confirmation
 * (the stored print data would no longer match); confirming needs a form without errors; clearing
 * goes back to the defaults and removes the print data.
 */
export function printFormReducer(
  fields: readonly PrintField[],
  barcodeFields: readonly string[],
  state: PrintFormState,
  action: PrintFormAction,
): PrintFormState {
  switch (action.type) {
    case 'change':
      return {
        values: changePrintValue(fields, state.values, action.name, action.value),
        pristine: false,
        confirmed: false,
      };
    case 'confirm': {
      const errors = printFormErrors(fields, state.values, barcodeFields);
      if (Object.keys(errors).length > 0) return state;
      return { ...state, pristine: false, confirmed: true };
    }
    case 'unconfirm':
      return { ...state, confirmed: false };
    case 'clear':
      return initialPrintForm(fields);
  }
}
