import type { VolumeStatus } from '@label-portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { VolumeStatusScreen } from './volume-status-screen';

const OWN = { id: '12345A_12345A0001', name: 'Demo Parts SAS', cofor6: '12345A', cofor10: '12345A0001' };
const ROW = {
  product_group_id: 1,
  product_group: 'Original Part',
  initial: 1000500,
  available: 1000200,
  ordered: 300,
  delivered: 9,
  activated: 4,
};
const statusOf = (isStaff: boolean): VolumeStatus => ({
  company: isStaff ? null : OWN,
  can_choose_company: isStaff,
  rows: [ROW],
  totals: { initial: 1000500, available: 1000200, ordered: 300, delivered: 9, activated: 4 },
});

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers the status, the company search and the PDF; `pdfStatus` other than 200 makes the download fail. */
function stubServer(status: VolumeStatus, pdfStatus = 200) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/statistics/api/volume_status/pdf/')) {
      return new Response(pdfStatus === 200 ? '%PDF-1.3' : '', {
        status: pdfStatus,
        headers: { 'content-disposition': 'attachment; filename="2026-11-26_volume_status.pdf"' },
      });
    }
    if (url.startsWith('/statistics/api/volume_status/companies/')) return json({ companies: [OWN] });
    return json(status);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ORIGINAL_URLS = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

afterEach(() => {
  vi.unstubAllGlobals();
  URL.createObjectURL = ORIGINAL_URLS.create;
  URL.revokeObjectURL = ORIGINAL_URLS.revoke;
});

describe('VolumeStatusScreen', () => {
  it('shows the five quantities with the spec’s headers, numbers by locale and the totals row', async () => {
    stubServer(statusOf(true));
    renderWithProviders(<VolumeStatusScreen company="" onCompanyChange={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Volume status' });
    for (const header of [
      'Initial quantity',
      'Available quantity',
      'Ordered quantity',
      'Delivered quantity',
      'Activated quantity',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = within(table).getByRole('row', { name: /Original Part/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,000,500', '1,000,200', '300', '9', '4']);
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('1,000,500');
    expect(screen.getByTestId('volume-scope')).toHaveTextContent('All companies');
  });

  it('gives staff the company chooser and a supplier only their own company', async () => {
    stubServer(statusOf(true));
    const staff = renderWithProviders(<VolumeStatusScreen company="" onCompanyChange={() => {}} />);
    expect(await screen.findByRole('combobox', { name: /Company/ })).toBeInTheDocument();
    staff.unmount();
    stubServer(statusOf(false));
    renderWithProviders(<VolumeStatusScreen company="" onCompanyChange={() => {}} />);
    expect(await screen.findByTestId('volume-own-company')).toHaveTextContent(
      'Company: Demo Parts SAS (12345A / 12345A0001)',
    );
    expect(screen.queryByRole('combobox', { name: /Company/ })).not.toBeInTheDocument();
  });

  it('downloads the PDF of the chosen company in the interface language', async () => {
    const fetchMock = stubServer(statusOf(false));
    const createObjectURL = vi.fn(() => 'blob:pdf');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<VolumeStatusScreen company={OWN.id} onCompanyChange={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'DOWNLOAD PDF' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => url.startsWith('/statistics/api/volume_status/pdf/'));
    expect(call?.[0]).toBe(`/statistics/api/volume_status/pdf/?company=${OWN.id}`);
    expect((call as unknown as [string, RequestInit])[1].headers).toMatchObject({ 'Accept-Language': 'en' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the PDF cannot be downloaded', async () => {
    stubServer(statusOf(false), 500);
    renderWithProviders(<VolumeStatusScreen company="" onCompanyChange={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'DOWNLOAD PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The PDF could not be downloaded. Please try again.',
    );
  });
});
