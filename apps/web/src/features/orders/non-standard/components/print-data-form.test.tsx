import type { PrintField } from '@label-portal/contract';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { initialPrintForm, type PrintFormState, printFormReducer } from '../utils/print-form';
import { printProduct } from '../utils/test-fields';
import { PrintDataForm } from './print-data-form';

// The preview's formatting call never answers here: these tests are about the form's messages.
vi.mock('../api/field-format', () => ({ postFieldFormat: () => new Promise(() => {}) }));

const product = printProduct();

/** The form with its state, as a row of the non-standard tab holds it. */
function Harness({ showAllErrors = false, start }: { showAllErrors?: boolean; start?: PrintFormState }) {
  const [state, setState] = useState(start ?? initialPrintForm(product.print_fields));
  return (
    <PrintDataForm
      rowId="r1"
      product={product}
      state={state}
      serverErrors={undefined}
      disabled={false}
      showAllErrors={showAllErrors}
      onAction={(action) =>
        setState((current) => printFormReducer(product.print_fields, [], current, action))
      }
    />
  );
}

const PART_NUMBER_MESSAGE = 'Bad value';
const partNumber = () => screen.getByRole('textbox', { name: /Part number/ });
const confirmBox = () =>
  screen.getByRole('checkbox', { name: 'I confirm that the print data above is correct.' });

/** A form the user has edited (so no longer pristine) without touching the part number. */
function editedState(fields: readonly PrintField[]): PrintFormState {
  return printFormReducer(fields, [], initialPrintForm(fields), {
    type: 'change',
    name: 'quantity',
    value: '5',
  });
}

describe('PrintDataForm messages (issue 8, defect 6)', () => {
  it('shows no message before the user touched a field', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByText(PART_NUMBER_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByText('please check this box')).not.toBeInTheDocument();
  });

  it("shows a field's message once the user has left it, not the untouched fields' messages", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(partNumber(), '12');
    expect(screen.queryByText(PART_NUMBER_MESSAGE)).not.toBeInTheDocument();
    fireEvent.blur(partNumber());
    expect(await screen.findByText(PART_NUMBER_MESSAGE)).toBeInTheDocument();
    expect(partNumber()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows every message after CHECKOUT was tried, touched or not', () => {
    renderWithProviders(<Harness showAllErrors start={editedState(product.print_fields)} />);
    expect(screen.getByText(PART_NUMBER_MESSAGE)).toBeInTheDocument();
  });

  it('does not ask to check the confirmation box while it cannot be ticked', () => {
    renderWithProviders(<Harness showAllErrors start={editedState(product.print_fields)} />);
    expect(confirmBox()).toBeDisabled();
    expect(screen.queryByText('please check this box')).not.toBeInTheDocument();
  });

  it('asks to check the box once the data is valid, and stops once it is ticked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(partNumber(), '9812345680');
    fireEvent.blur(partNumber());
    expect(screen.queryByText(PART_NUMBER_MESSAGE)).not.toBeInTheDocument();
    expect(confirmBox()).toBeEnabled();
    expect(screen.getByText('please check this box')).toBeInTheDocument();
    await user.click(confirmBox());
    expect(confirmBox()).toBeChecked();
    expect(screen.queryByText('please check this box')).not.toBeInTheDocument();
  });
});
