import type { OrderDraft } from '@label-portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CostSummary } from './cost-summary';

const draft = {
  labels_total: '100.00',
  handling_costs: '10.00',
  handling_sub_costs_operator: '0.00',
  delivery_costs: '5.00',
  total: '115.00',
  handling_costs_explanation: {
    code: 'HANDLING_COSTS_INCLUDED_IN_LABEL_PRICE',
    min_total_without_handling_costs: '0',
  },
  delivery_costs_explanation: {
    code: 'DELIVERY_COSTS_INCLUDED_IN_LABEL_PRICE',
    min_total_without_handling_costs: '0',
  },
  order_positions: [],
} as unknown as OrderDraft;

const TOO_MANY = 'Too many labels in one order: please split it into several orders.';

describe('CostSummary after a failed calculation (issue 8, defect 5)', () => {
  it("shows the server's message and keeps the last good costs, marked stale", () => {
    renderWithProviders(<CostSummary draft={draft} pending={false} failed failureText={TOO_MANY} stale />);
    expect(screen.getByRole('alert')).toHaveTextContent(TOO_MANY);
    const table = screen.getByTestId('cost-summary');
    expect(within(table).getByText('€115.00', { exact: false })).toBeInTheDocument();
    expect(table).toHaveAttribute('data-stale', 'true');
    expect(table).toHaveAccessibleDescription('Not up to date: these costs are for your previous entries.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the costs could not be calculated when the server gave no reason (a 5xx)', () => {
    renderWithProviders(<CostSummary draft={undefined} pending={false} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('The costs could not be calculated.');
    expect(screen.queryByTestId('costs-stale')).not.toBeInTheDocument();
  });

  it('shows current costs without stale mark or message', () => {
    renderWithProviders(<CostSummary draft={draft} pending={false} failed={false} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('cost-summary')).not.toHaveAttribute('data-stale');
  });
});

describe('CostSummary while the costs are calculated (issue 31)', () => {
  it('announces "Calculating…" in a status region, and greys the amounts without opacity', () => {
    renderWithProviders(<CostSummary draft={draft} pending failed={false} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Calculating…');
    // An aria-label on an element without a role is prohibited (axe: aria-prohibited-attr).
    for (const element of [status, ...status.querySelectorAll('*')]) {
      if (element.hasAttribute('aria-label')) expect(element.getAttribute('role')).not.toBeNull();
    }
    const table = screen.getByTestId('cost-summary');
    expect(table).toHaveAttribute('aria-busy', 'true');
    // Opacity-dimmed text fails WCAG AA contrast while the costs load.
    expect(table.style.opacity).toBe('');
  });
});
