import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PrintFieldsEditor } from './print-fields-editor';
import { CATALOGUE, PRINT_FIELD, STALE_REPLY, stubWrites } from './test-catalogue';

const PRODUCT = CATALOGUE.products[0]!;

function renderEditor() {
  renderWithProviders(<PrintFieldsEditor catalogue={CATALOGUE} product={PRODUCT} />);
  return screen.getByRole('group', { name: 'Print field 1' });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the print form' }));

describe('the print field definitions editor', () => {
  it('edits the French validation message and shows the field types by name', () => {
    stubWrites(200, {});
    const field = renderEditor();
    expect(within(field).getByRole('textbox', { name: 'Message (French)' })).toHaveValue('Dix chiffres');
    expect(within(field).getByRole('textbox', { name: 'Message (English)' })).toHaveValue('Ten digits');
    expect(within(field).getByLabelText('Field type')).toHaveValue('Text');
    expect(within(field).getByLabelText('Input type')).toHaveValue('Text');
  });

  it('refuses a regular expression that does not compile, on its field, and sends nothing', async () => {
    const sent = stubWrites(200, {});
    const field = renderEditor();
    fireEvent.change(within(field).getByRole('textbox', { name: 'Regular expression' }), {
      target: { value: '([0-9' },
    });
    expect(
      await within(field).findByText(
        'This regular expression does not compile, or uses look-arounds or back-references, which are not supported.',
      ),
    ).toBeVisible();
    save();
    expect(await screen.findByText('The change was not saved. Check the marked fields.')).toBeVisible();
    expect(screen.getByText('Correct the marked definitions to see the form.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('sends both messages and puts the server’s field message on its field', async () => {
    const sent = stubWrites(400, {
      code: 'VALIDATION_FAILED',
      errors: { 'fields.0.validation_message.fr': ['Refused by the server.'] },
    });
    const field = renderEditor();
    fireEvent.change(within(field).getByRole('textbox', { name: 'Message (French)' }), {
      target: { value: 'Dix chiffres exactement' },
    });
    save();
    expect(await within(field).findByText('Refused by the server.')).toBeVisible();
    expect(sent).toEqual([
      {
        version: 3,
        fields: [
          expect.objectContaining({
            pk: PRINT_FIELD.pk,
            name: 'part_number',
            validation_message: { en: 'Ten digits', fr: 'Dix chiffres exactement' },
            validation: { blank: false, regexp: '^[0-9]{10}$' },
          }),
        ],
      },
    ]);
  });

  it('says clearly that someone else saved the product first (409)', async () => {
    stubWrites(409, STALE_REPLY);
    renderEditor();
    save();
    const alert = await screen.findByTestId('stale-version');
    expect(alert).toHaveTextContent('Someone else changed this record meanwhile.');
  });
});
