import type { OrderFigures } from '@label-portal/contract';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OrderFiguresTable } from './order-figures-table';

const group = (product_group: string, orders: number, labels: number) => ({ product_group, orders, labels });
const none = { cancelled_orders: 0, cancelled_labels: 0 };
const FIGURES: OrderFigures = {
  date_from: '2025-12-01',
  date_to: '2026-02-15',
  company: { cofor10: '12345A0001', name: 'Demo Parts' },
  product_groups: ['Original Part', 'MOPAR'],
  months: [
    {
      month: '2025-12',
      orders: 2,
      labels: 12000,
      groups: [group('Original Part', 2, 10000), group('MOPAR', 1, 2000)],
      ...none,
    },
    {
      month: '2026-01',
      orders: 0,
      labels: 0,
      groups: [group('Original Part', 0, 0), group('MOPAR', 0, 0)],
      ...none,
    },
    {
      month: '2026-02',
      orders: 1,
      labels: 500,
      groups: [group('Original Part', 0, 0), group('MOPAR', 1, 500)],
      cancelled_orders: 1,
      cancelled_labels: 300,
    },
  ],
  totals: {
    orders: 3,
    labels: 12500,
    groups: [group('Original Part', 2, 10000), group('MOPAR', 2, 2500)],
    cancelled_orders: 1,
    cancelled_labels: 300,
  },
};

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('OrderFiguresTable', () => {
  it('gives every month of the range a row, the figures per product group and a total row', () => {
    renderWithProviders(<OrderFiguresTable figures={FIGURES} />);
    const table = screen.getByRole('table', {
      name: /Sent orders and labels per month and product group, 2025-12-01 to 2026-02-15/,
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Month',
      'All product groups',
      'Original Part',
      'MOPAR',
      'Cancelled orders',
      'Orders',
      'Labels',
      'Orders',
      'Labels',
      'Orders',
      'Labels',
    ]);
    const rows = within(table).getAllByRole('row').slice(2);
    expect(rows.map(cellsOf)).toEqual([
      ['December 2025', '2', '12,000', '2', '10,000', '1', '2,000', '0'],
      ['January 2026', '0', '0', '0', '0', '0', '0', '0'],
      ['February 2026', '1', '500', '0', '0', '1', '500', '1'],
      ['Total', '3', '12,500', '2', '10,000', '2', '2,500', '1'],
    ]);
    // Each month is a row header, so a screen reader names the row of every figure.
    expect(within(table).getByRole('rowheader', { name: 'January 2026' })).toBeInTheDocument();
  });

  it('names the months and writes the numbers in French', async () => {
    await i18next.changeLanguage('fr');
    renderWithProviders(<OrderFiguresTable figures={FIGURES} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'décembre 2025' })).toBeInTheDocument();
    const total = within(table).getAllByRole('row').at(-1)!;
    expect(cellsOf(total)).toEqual(['Total', '3', '12\u202f500', '2', '10\u202f000', '2', '2\u202f500', '1']);
    expect(within(table).getAllByRole('columnheader', { name: 'Étiquettes' })).toHaveLength(3);
  });
});
