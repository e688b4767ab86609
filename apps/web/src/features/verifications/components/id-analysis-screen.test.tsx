import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { IdAnalysisScreen } from './id-analysis-screen';
import { FOUND_LABEL, json, stubVerificationServer } from './test-server';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderScreen(onOpenSpoolAnalysis = vi.fn()) {
  renderWithProviders(<IdAnalysisScreen onOpenSpoolAnalysis={onOpenSpoolAnalysis} />);
  return { field: screen.getByRole('textbox', { name: 'Label ID or Object ID' }), onOpenSpoolAnalysis };
}

describe('IdAnalysisScreen', () => {
  it('normalises the label id as typed and looks it up by itself at 12 characters', async () => {
    const server = stubVerificationServer({ labels: { BCDFGHJKLMNP: FOUND_LABEL } });
    const { field } = renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ID BASED ANALYSIS');
    expect(
      screen.getByText(
        /Only uppercase letters \(except vowels\) and numbers 0-9 allowed, 12 characters long\./,
      ),
    ).toBeInTheDocument();
    await userEvent.type(field, 'bcd-fa ghj');
    expect(field).toHaveValue('BCDFGHJ');
    expect(server.labelInfoCalls()).toEqual([]);
    await userEvent.type(field, 'klmnpqrst');
    expect(field).toHaveValue('BCDFGHJKLMNP');
    const result = await screen.findByTestId('label-info');
    expect(server.labelInfoCalls()).toEqual(['/statistics/api/label_info/BCDFGHJKLMNP']);
    expect(within(result).getByTestId('label-info-spool-id')).toHaveTextContent('S0001201');
    expect(within(result).getByTestId('label-info-object-id')).toHaveTextContent('#987654');
    expect(within(result).getByTestId('label-info-order-id')).toHaveTextContent('ORD-2024-0001');
    for (const text of [
      'REF-100',
      'Original Part',
      'Demo Parts SAS',
      '12345A0001',
      'Lyon',
      'France (FR)',
      'Activated',
    ]) {
      expect(within(result).getByText(text)).toBeInTheDocument();
    }
    const redistribution = within(result).getByTestId('label-redistribution');
    expect(within(redistribution).getByRole('heading', { name: 'Redistribution' })).toBeInTheDocument();
    for (const text of [
      'Garage Martin',
      'For the eastern workshops',
      '3 Rue Haute',
      'Building B',
      '57000 Metz',
    ]) {
      expect(within(redistribution).getByText(text)).toBeInTheDocument();
    }
  });

  it('asks for 12 characters on Enter or the search icon when fewer are typed, and looks nothing up', async () => {
    const server = stubVerificationServer({ labels: {} });
    const { field } = renderScreen();
    await userEvent.type(field, 'bcdfg{Enter}');
    expect(await screen.findByText('Please enter 12 Characters for the Label Id.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'h');
    expect(screen.queryByText('Please enter 12 Characters for the Label Id.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please enter 12 Characters for the Label Id.')).toBeInTheDocument();
    expect(server.labelInfoCalls()).toEqual([]);
  });

  it('looks a complete label id up again on Enter and on the search icon', async () => {
    const server = stubVerificationServer({ labels: { BCDFGHJKLMNP: FOUND_LABEL } });
    const { field } = renderScreen();
    await userEvent.type(field, 'BCDFGHJKLMNP');
    await screen.findByTestId('label-info');
    await userEvent.type(field, '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.labelInfoCalls()).toHaveLength(3));
  });

  it("looks the address's id up on arrival and tells each lookup asked for, '' when none is", async () => {
    const server = stubVerificationServer({ labels: { '987654': FOUND_LABEL } });
    const onAskedChange = vi.fn();
    renderWithProviders(
      <IdAnalysisScreen initialValue="#987654" onAskedChange={onAskedChange} onOpenSpoolAnalysis={vi.fn()} />,
    );
    const field = screen.getByRole('textbox', { name: 'Label ID or Object ID' });
    expect(field).toHaveValue('#987654');
    expect(await screen.findByTestId('label-info')).toHaveTextContent('BCDFGHJKLMNP');
    expect(server.labelInfoCalls()).toEqual(['/statistics/api/label_info/987654']);
    expect(onAskedChange).toHaveBeenLastCalledWith('#987654');
    await userEvent.type(field, '{Backspace}');
    await waitFor(() => expect(onAskedChange).toHaveBeenLastCalledWith('#98765'));
    await userEvent.clear(field);
    expect(onAskedChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByTestId('label-info')).not.toBeInTheDocument();
  });

  it('looks nothing up on arrival when the address holds an incomplete id', () => {
    const server = stubVerificationServer({ labels: {} });
    renderWithProviders(<IdAnalysisScreen initialValue="bcd" onOpenSpoolAnalysis={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Label ID or Object ID' })).toHaveValue('BCD');
    expect(server.labelInfoCalls()).toEqual([]);
  });

  it('says when the label id is not found', async () => {
    stubVerificationServer({ labels: { BCDFGHJKLMNQ: {} } });
    const { field } = renderScreen();
    await userEvent.type(field, 'BCDFGHJKLMNQ');
    expect(await screen.findByText('The entered Label ID was not found')).toBeInTheDocument();
    expect(screen.queryByTestId('label-info')).not.toBeInTheDocument();
  });

  it('reads # and digits as an object id, looked up past 3 characters without the #', async () => {
    const server = stubVerificationServer({ labels: { '987654': FOUND_LABEL } });
    const { field } = renderScreen();
    await userEvent.type(field, '#1');
    await userEvent.type(field, '2{Enter}');
    expect(
      await screen.findByText('Please enter # and at least 3 digits for the Object Id.'),
    ).toBeInTheDocument();
    expect(server.labelInfoCalls()).toEqual([]);
    await userEvent.type(field, '3');
    expect(await screen.findByText('The entered Object ID was not found')).toBeInTheDocument();
    expect(server.labelInfoCalls()).toEqual(['/statistics/api/label_info/123']);
    await userEvent.clear(field);
    await userEvent.type(field, '#98a7654');
    expect(field).toHaveValue('#987654');
    expect(await screen.findByTestId('label-info')).toHaveTextContent('BCDFGHJKLMNP');
  });

  it('looks an object id up once typing pauses, not at every keystroke', async () => {
    const server = stubVerificationServer({ labels: { '987654': FOUND_LABEL } });
    const { field } = renderScreen();
    await userEvent.type(field, '#987654');
    expect(server.labelInfoCalls()).toEqual([]);
    expect(await screen.findByTestId('label-info')).toHaveTextContent('BCDFGHJKLMNP');
    expect(server.labelInfoCalls()).toEqual(['/statistics/api/label_info/987654']);
  });

  it('says when the label has no order information and still shows its spool', async () => {
    stubVerificationServer({
      labels: {
        BCDFGHJKLMNP: {
          ...FOUND_LABEL,
          reference: null,
          product_group: null,
          company_name: null,
          cofor10: null,
          city: null,
          country_code: null,
          state: null,
          order_id: null,
          redistribution: undefined,
        },
      },
    });
    const { field } = renderScreen();
    await userEvent.type(field, 'BCDFGHJKLMNP');
    expect(
      await screen.findByText('Label was found, but has no order information attached to it.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('label-info-spool-id')).toHaveTextContent('S0001201');
    expect(screen.queryByTestId('label-redistribution')).not.toBeInTheDocument();
  });

  it('shows the loading state while the label is looked up, and a failed call with a retry', async () => {
    let release: (response: Response) => void = () => {};
    stubVerificationServer({
      labels: {
        BCDFGHJKLMNP: () => new Promise<Response>((resolve) => (release = resolve)),
        BCDFGHJKLMNQ: 500,
      },
    });
    const { field } = renderScreen();
    await userEvent.type(field, 'BCDFGHJKLMNP');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    release(json(FOUND_LABEL));
    expect(await screen.findByTestId('label-info')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'BCDFGHJKLMNQ');
    expect(
      await screen.findByText('The label could not be looked up. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens the spool analysis of the found label', async () => {
    stubVerificationServer({ labels: { '987654': FOUND_LABEL } });
    const { field, onOpenSpoolAnalysis } = renderScreen();
    await userEvent.type(field, '#987654');
    await userEvent.click(await screen.findByRole('button', { name: 'Spool analysis of spool S0001201' }));
    expect(onOpenSpoolAnalysis).toHaveBeenCalledWith('BCDFGHJKLMNP');
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    try {
      stubVerificationServer({ labels: { BCDFGHJKLMNQ: {} } });
      renderWithProviders(<IdAnalysisScreen onOpenSpoolAnalysis={() => {}} />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ANALYSE PAR IDENTIFIANT');
      const field = screen.getByRole('textbox', { name: 'Identifiant d’étiquette ou d’objet' });
      await userEvent.type(field, 'BCDFG{Enter}');
      expect(
        screen.getByText('Veuillez saisir les 12 caractères de l’identifiant d’étiquette.'),
      ).toBeInTheDocument();
      await userEvent.type(field, 'HJKLMNQ');
      expect(await screen.findByText('L’identifiant d’étiquette saisi est introuvable')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
