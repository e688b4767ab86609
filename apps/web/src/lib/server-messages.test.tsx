import { TextInput } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { FormFailureAlert } from '../components/form-failure-alert';
import { useFieldError } from '../hooks/use-field-error';
import { renderWithProviders } from '../test/render';
import { ApiError } from './api-client';
import { applyServerErrors, type FormFailure } from './contract-form';
import { i18n } from './i18n';

/** The refusal the server sends in English (with X-Message-Keys: 1), as the web receives it. */
const REFUSAL = new ApiError(400, {
  code: 'VALIDATION_FAILED',
  errors: {
    name: ['Ensure this field has no more than 100 characters.'],
    detail: 'Some of the data sent cannot be stored.',
  },
  message_keys: {
    name: [{ key: 'validation.maxLength', params: { max: 100 } }],
    detail: { key: 'errors.invalidData' },
  },
});

/** A form whose save the server refuses: its field error and its alert come from the reply. */
function RefusedForm({ failure = REFUSAL }: { failure?: ApiError }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const fieldError = useFieldError();
  const [formFailure, setFormFailure] = useState<FormFailure>();
  const submit = form.handleSubmit(() => {
    setFormFailure(applyServerErrors(failure, form.setError, (path) => path, 'Failed'));
  });
  return (
    <form onSubmit={submit}>
      <FormFailureAlert failure={formFailure} />
      <TextInput label="Name" {...form.register('name')} error={fieldError(form.formState.errors.name)} />
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('server messages follow a language switch (issue 31, decision 308)', () => {
  it('a refused form in English shows its field error and alert in French after the switch', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<RefusedForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ensure this field has no more than 100 characters.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some of the data sent cannot be stored.');

    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Ce champ ne doit pas dépasser 100 caractères.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('Some of the data sent cannot be stored.');
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('errors.invalidData', { lng: 'fr' }));
  });

  it('a text without a key (an older server, a free text) stays as the server wrote it', async () => {
    const plain = new ApiError(400, { code: 'VALIDATION_FAILED', errors: { name: ['Free text.'] } });
    renderWithProviders(<RefusedForm failure={plain} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Free text.')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Free text.')).toBeInTheDocument();
  });
});
