import type { CoforLookupReply } from '@label-portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CompanyCodeSection } from './company-code-section';

const OPTION_1 = 'Option 1: COFOR6 (first 6 characters)';
const OPTION_2 = 'Option 2: Account ID (10 characters)';
const REPLY: CoforLookupReply = {
  mode: 'COFOR6_UNKNOWN',
  options: [],
  quota_categories: [],
  quotas_fixed: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CompanyCodeSection (spec section 2 and 5)', () => {
  it('cuts option 1 to six upper-case characters and disables option 2 while it holds a code', async () => {
    renderWithProviders(<CompanyCodeSection isLocked={false} onFound={() => {}} onChangeCode={() => {}} />);
    const cofor6 = screen.getByLabelText(OPTION_1);
    await userEvent.type(cofor6, '45678dxyz');
    expect(cofor6).toHaveValue('45678D');
    expect(screen.getByLabelText(OPTION_2)).toBeDisabled();
    await userEvent.clear(cofor6);
    expect(screen.getByLabelText(OPTION_2)).toBeEnabled();
    await userEvent.type(screen.getByLabelText(OPTION_2), '12345A00019999');
    expect(screen.getByLabelText(OPTION_2)).toHaveValue('12345A0001');
    expect(screen.getByLabelText(OPTION_1)).toBeDisabled();
  });

  it('asks for option 1 or 2, and refuses a non-compliant COFOR6, before any call', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CompanyCodeSection isLocked={false} onFound={() => {}} onChangeCode={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Find my company' }));
    expect(await screen.findByText('Option 1 or Option 2 is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(OPTION_1), 'ABCDEF');
    await userEvent.click(screen.getByRole('button', { name: 'Find my company' }));
    expect(await screen.findByText(/^COFOR not compliant\./)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('looks the code up and hands the reply on; locked inputs are read-only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(REPLY), { status: 200 })),
    );
    const onFound = vi.fn();
    const { rerender } = renderWithProviders(
      <CompanyCodeSection isLocked={false} onFound={onFound} onChangeCode={() => {}} />,
    );
    await userEvent.type(screen.getByLabelText(OPTION_1), '99999Z{Enter}');
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(REPLY, { cofor6: '99999Z', cofor10: '' }));
    const onChangeCode = vi.fn();
    rerender(<CompanyCodeSection isLocked onFound={onFound} onChangeCode={onChangeCode} />);
    expect(screen.getByLabelText(OPTION_1)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Find my company' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change the company code' }));
    expect(onChangeCode).toHaveBeenCalledOnce();
  });

  it('tells a malformed account id when the field is left and on lookup, without any call', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CompanyCodeSection isLocked={false} onFound={() => {}} onChangeCode={() => {}} />);
    const message = 'Enter the account ID as 6 to 10 digits or letters, without spaces.';
    await userEvent.type(screen.getByLabelText(OPTION_2), '12345');
    await userEvent.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(OPTION_2)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Find my company' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(OPTION_2), '6');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
