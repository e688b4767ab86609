import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { todayUtc } from '../utils/date-range';
import { SpoolAnalysisScreen } from './spool-analysis-screen';
import { FOUND_LABEL, type SpoolLabels, stubVerificationServer } from './test-server';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SPOOL: SpoolLabels = [
  {
    label_id: 'BCDFGHJKLMNP',
    first_at: '2024-01-02T10:00:00.000Z',
    last_at: '2024-03-02T10:00:00.000Z',
    authentications: [
      { status: 1, count: 2 },
      { status: 2, count: 3 },
      { status: 99, count: 4 },
      { status: 3, count: 1 },
    ],
  },
  {
    label_id: 'CCCCCCCCCCCC',
    first_at: '2024-01-01T10:00:00.000Z',
    last_at: '2024-01-01T10:00:00.000Z',
    authentications: [
      { status: 3, count: 5 },
      { status: 4, count: 1 },
      { status: 6, count: 7 },
    ],
  },
];

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('SpoolAnalysisScreen', () => {
  it('looks up the label of the navigation state on arrival and shows its spool’s labels, statuses merged', async () => {
    const server = stubVerificationServer({ labels: { BCDFGHJKLMNP: FOUND_LABEL }, spool: SPOOL });
    renderWithProviders(<SpoolAnalysisScreen initialLabelId="BCDFGHJKLMNP" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SPOOL ANALYSIS');
    expect(screen.getByLabelText('From')).toHaveValue('2018-01-01');
    expect(screen.getByLabelText('To')).toHaveValue(todayUtc());
    const table = await screen.findByRole('table', { name: 'Authentications per label of spool S0001201' });
    expect(server.labelInfoCalls()).toEqual(['/statistics/api/label_info/BCDFGHJKLMNP']);
    expect(server.queryBodies()).toEqual([
      {
        aggregation: 'by_spool',
        spool_id: 'S0001201',
        date_start: '2018-01-01',
        date_end: todayUtc(),
      },
    ]);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 8)).toEqual([
      'Label ID',
      'Valid',
      'Checked too often',
      'Imitated Code',
      'Unknown',
      'Demo Code',
      'Animation Mismatch',
      'Total',
    ]);
    const rows = within(table).getAllByTestId('spool-row');
    // Checked too often, most first.
    expect(cellsOf(rows[0] as HTMLElement).slice(0, 8)).toEqual([
      'CCCCCCCCCCCC',
      '0',
      '5',
      '1',
      '0',
      '0',
      '7',
      '13',
    ]);
    expect(cellsOf(rows[1] as HTMLElement).slice(0, 8)).toEqual([
      'BCDFGHJKLMNPlooked-up label',
      '9',
      '1',
      '0',
      '0',
      '0',
      '0',
      '10',
    ]);
    expect(screen.getByTestId('spool-summary')).toHaveTextContent(
      'Spool S0001201: 2 labels with authentications',
    );
    await userEvent.click(within(table).getByRole('button', { name: /Valid/ }));
    expect(cellsOf(within(table).getAllByTestId('spool-row')[0] as HTMLElement)[0]).toBe(
      'BCDFGHJKLMNPlooked-up label',
    );
  });

  it('says when no label of the spool has authentications', async () => {
    stubVerificationServer({ labels: { BCDFGHJKLMNP: FOUND_LABEL }, spool: [] });
    renderWithProviders(<SpoolAnalysisScreen initialLabelId="BCDFGHJKLMNP" />);
    expect(
      await screen.findByText('No Authentications found for Labels on Spool S0001201!'),
    ).toBeInTheDocument();
  });

  it('says when the label is not found, and asks for nothing else', async () => {
    const server = stubVerificationServer({ labels: { BCDFGHJKLMNQ: {} } });
    renderWithProviders(<SpoolAnalysisScreen initialLabelId="BCDFGHJKLMNQ" />);
    expect(await screen.findByText('Label BCDFGHJKLMNQ not found')).toBeInTheDocument();
    expect(server.queryBodies()).toEqual([]);
  });

  it('waits for a label id when opened without one, then looks it up at 12 characters', async () => {
    const server = stubVerificationServer({ labels: { BCDFGHJKLMNP: FOUND_LABEL }, spool: SPOOL });
    renderWithProviders(<SpoolAnalysisScreen />);
    expect(
      screen.getByText('Enter a label id to see the authentications of the labels on its spool.'),
    ).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Label ID' });
    await userEvent.type(field, 'bcdfg{Enter}');
    expect(screen.getByText('Please enter 12 Characters for the Label Id.')).toBeInTheDocument();
    await userEvent.type(field, 'hjklmnp');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(server.labelInfoCalls()).toEqual(['/statistics/api/label_info/BCDFGHJKLMNP']);
  });

  it('answers Show with an incomplete label id by its message, and leaves no earlier label’s result', async () => {
    const server = stubVerificationServer({ labels: { BCDFGHJKLMNP: FOUND_LABEL }, spool: SPOOL });
    renderWithProviders(<SpoolAnalysisScreen />);
    const show = screen.getByRole('button', { name: 'Show' });
    await userEvent.click(show);
    expect(screen.getByText('Please enter 12 Characters for the Label Id.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Label ID' });
    await userEvent.type(field, 'bcdfghjklmnp');
    expect(screen.queryByText('Please enter 12 Characters for the Label Id.')).not.toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await userEvent.type(field, '{Backspace}');
    await userEvent.click(show);
    expect(screen.getByText('Please enter 12 Characters for the Label Id.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.getByText('Enter a label id to see the authentications of the labels on its spool.'),
    ).toBeInTheDocument();
    expect(server.labelInfoCalls()).toEqual(['/statistics/api/label_info/BCDFGHJKLMNP']);
  });

  it('refuses a start before 2017-01-01 and an end before the start, and asks with the days it takes', async () => {
    const server = stubVerificationServer({ labels: { BCDFGHJKLMNP: FOUND_LABEL }, spool: SPOOL });
    renderWithProviders(<SpoolAnalysisScreen initialLabelId="BCDFGHJKLMNP" />);
    await screen.findByRole('table');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2016-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Enter a date from 2017-01-01 on.')).toBeInTheDocument();
    await userEvent.clear(from);
    await userEvent.type(from, '2020-05-02');
    await userEvent.clear(to);
    await userEvent.type(to, '2020-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(server.queryBodies()).toHaveLength(1);
    await userEvent.clear(from);
    await userEvent.type(from, '2017-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(server.queryBodies()).toHaveLength(2));
    expect(server.queryBodies()[1]).toMatchObject({ date_start: '2017-01-01', date_end: '2020-05-01' });
    expect(screen.queryByText('The end date is before the start date.')).not.toBeInTheDocument();
  });

  it('shows a failed query with a retry', async () => {
    stubVerificationServer({ labels: { BCDFGHJKLMNP: FOUND_LABEL }, spool: 500 });
    renderWithProviders(<SpoolAnalysisScreen initialLabelId="BCDFGHJKLMNP" />);
    expect(
      await screen.findByText('The authentications could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    try {
      stubVerificationServer({ labels: { BCDFGHJKLMNP: FOUND_LABEL }, spool: [] });
      renderWithProviders(<SpoolAnalysisScreen initialLabelId="BCDFGHJKLMNP" />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ANALYSE DE ROULEAU');
      expect(
        await screen.findByText(
          /^Aucune authentification trouvée pour les étiquettes du rouleau S0001201\s!$/,
        ),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
