import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RollLabelsButton } from './roll-labels';

const fetchMock = vi.fn<typeof fetch>();
const urls: string[] = [];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const label = (n: number) => ({
  label_id: `L${String(n).padStart(11, '0')}`,
  object_id: 5_000_000 + n,
  activated_at: n === 1 ? '2026-11-20T10:00:00.000Z' : null,
});

beforeEach(() => {
  urls.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    urls.push(url);
    const isSecond = url.includes('after=');
    return json({
      spool_no: 'SP/0001',
      label_count: 250,
      results: isSecond
        ? Array.from({ length: 50 }, (_, i) => label(201 + i))
        : Array.from({ length: 200 }, (_, i) => label(1 + i)),
      next_after: isSecond ? null : label(200).label_id,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});

describe("a roll's label ids", () => {
  it('opens the first 200 labels with their object ids, loads the rest, and offers the CSV', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <RollLabelsButton orderId="ORD-1" roll={{ spool_no: 'SP/0001', label_count: 250 }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Label ids of roll SP/0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll SP/0001: label ids and object ids' });
    expect(await within(dialog).findByText('200 of 250 labels shown.')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('roll-label')).toHaveLength(200);
    expect(within(dialog).getByText('L00000000002')).toBeInTheDocument();
    expect(within(dialog).getByText('5000002')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Not activated')).toHaveLength(199);
    expect(urls[0]).toContain('/backoffice/api/orders/ORD-1/rolls/SP%2F0001/labels/?limit=200');
    await user.click(within(dialog).getByRole('button', { name: 'Show more labels' }));
    expect(await within(dialog).findByText('250 of 250 labels shown.')).toBeInTheDocument();
    expect(urls[1]).toContain('after=L00000000200');
    expect(within(dialog).queryByRole('button', { name: 'Show more labels' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Download all as CSV' })).toBeEnabled();
  });
});
