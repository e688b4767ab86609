import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProductEditor } from './product-editor';
import { CATALOGUE, STALE_REPLY, stubWrites } from './test-catalogue';

const PRODUCT = CATALOGUE.products[0]!;

function renderEditor() {
  renderWithProviders(<ProductEditor catalogue={CATALOGUE} product={PRODUCT} onClose={() => {}} />);
  return screen.getByRole('region', { name: 'Edit product SL-OP-1001' });
}

const save = (editor: HTMLElement) =>
  fireEvent.click(within(editor).getAllByRole('button', { name: 'Save' })[0]!);

describe('the product editor', () => {
  it('shows the schema’s messages under the fields and sends nothing', async () => {
    const sent = stubWrites(200, {});
    const editor = renderEditor();
    fireEvent.change(within(editor).getByRole('textbox', { name: /Customer reference/ }), {
      target: { value: '' },
    });
    fireEvent.change(within(editor).getByRole('textbox', { name: /Unit price/ }), {
      target: { value: '1.123456' },
    });
    fireEvent.change(within(editor).getByRole('textbox', { name: /Overlay specification/ }), {
      target: { value: '{ not json' },
    });
    save(editor);
    expect(await within(editor).findByText('Required')).toBeVisible();
    expect(within(editor).getByRole('textbox', { name: /Customer reference/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(editor).getByText('This is not valid JSON.')).toBeVisible();
    expect(within(editor).getByRole('textbox', { name: /Unit price/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toEqual([]);
  });

  it('sends the product with its version and puts the server’s field message on its field', async () => {
    const sent = stubWrites(400, {
      code: 'VALIDATION_FAILED',
      errors: { customer_reference: ['This customer reference is already used.'] },
    });
    const editor = renderEditor();
    save(editor);
    expect(await within(editor).findByText('This customer reference is already used.')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ customer_reference: 'SL-OP-1001', labels_per_unit: 10000, version: 3 });
    expect(screen.queryByTestId('stale-version')).toBeNull();
  });

  it('shows the saved unit price with all its decimals under the field, not rounded to cents', () => {
    renderWithProviders(
      <ProductEditor
        catalogue={CATALOGUE}
        product={{ ...PRODUCT, unit_price: '0.01234' }}
        onClose={() => {}}
      />,
    );
    const editor = screen.getByRole('region', { name: 'Edit product SL-OP-1001' });
    expect(within(editor).getByText('€0.01234')).toBeVisible();
  });

  it('says clearly that someone else saved the product first (409)', async () => {
    stubWrites(409, STALE_REPLY);
    const editor = renderEditor();
    save(editor);
    const alert = await within(editor).findByTestId('stale-version');
    expect(alert).toHaveTextContent('Changed by someone else');
    expect(alert).toHaveTextContent('Someone else changed this record meanwhile.');
    expect(within(alert).getByRole('button', { name: 'Load their version' })).toBeVisible();
  });

  it('keeps Save disabled while the save is under way', async () => {
    stubWrites(200, PRODUCT);
    // The save never answers: the button stays busy.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const editor = renderEditor();
    save(editor);
    await waitFor(() => expect(within(editor).getAllByRole('button', { name: 'Save' })[0]).toBeDisabled());
  });
});
