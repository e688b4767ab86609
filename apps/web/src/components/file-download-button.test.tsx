import { registrationCsvEndpoint } from '@label-portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileName } from '../lib/api-download';
import { renderWithProviders } from '../test/render';
import { FileDownloadButton } from './file-download-button';

const encoder = new TextEncoder();

/** A streamed reply whose chunks the test releases one by one. */
function streamedReply(headers: Record<string, string>) {
  let push: (text: string | null) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => (text === null ? controller.close() : controller.enqueue(encoder.encode(text)));
    },
  });
  return {
    response: new Response(body, { status: 200, headers }),
    push: (text: string | null) => push(text),
  };
}

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('FileDownloadButton', () => {
  it('shows the rows received of the expected count while the file streams, then saves it under its name', async () => {
    const reply = streamedReply({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="2026-11-26_registrations.csv"',
    });
    const fetchMock = vi.fn().mockResolvedValue(reply.response);
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });

    renderWithProviders(
      <FileDownloadButton
        endpoint={registrationCsvEndpoint}
        query={{ country: 'FR' }}
        label="Download CSV"
        fallbackFileName="registrations.csv"
        expectedLines={4}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/statistics/api/registrations/csv/?country=FR',
      expect.objectContaining({ credentials: 'include' }),
    );
    reply.push('\uFEFFname;cofor6\nA;1\n');
    expect(await screen.findByText('1 of 4 rows received…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    reply.push('B;2\nC;3\nD;4\n');
    reply.push(null);
    expect(await screen.findByText('File ready: 4 rows.')).toBeInTheDocument();
    expect(clicked).toEqual(['2026-11-26_registrations.csv']);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    click.mockRestore();
  });

  it('forgets the last file’s message when the query changes (Reset, another filter)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('\uFEFFname\nA\nB\n', { headers: { 'Content-Type': 'text/csv' } })),
    );
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const button = (query: { country?: string }) => (
      <FileDownloadButton
        endpoint={registrationCsvEndpoint}
        query={query}
        label="Download CSV"
        fallbackFileName="registrations.csv"
      />
    );
    const { rerender } = renderWithProviders(button({ country: 'FR' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('File ready: 2 rows.')).toBeInTheDocument();
    rerender(button({ country: 'FR' }));
    expect(screen.getByText('File ready: 2 rows.')).toBeInTheDocument();
    rerender(button({}));
    expect(screen.queryByText('File ready: 2 rows.')).not.toBeInTheDocument();
    click.mockRestore();
  });

  it('shows the server’s field message when the download is refused, and saves nothing', async () => {
    const refusal = {
      code: 'VALIDATION_ERROR',
      errors: { date_to: ['The end date must not be before the start date.'] },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify(refusal), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderWithProviders(
      <FileDownloadButton endpoint={registrationCsvEndpoint} label="Download CSV" fallbackFileName="r.csv" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end date must not be before the start date.',
    );
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('stops on Cancel without saving and without an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderWithProviders(
      <FileDownloadButton endpoint={registrationCsvEndpoint} label="Download CSV" fallbackFileName="r.csv" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });
});

describe('readFileName', () => {
  it('reads the extended name first, then the plain one', () => {
    expect(readFileName(`attachment; filename="a.csv"; filename*=UTF-8''b%C3%A9.csv`)).toBe('bé.csv');
    expect(readFileName('attachment; filename="2026-11-26_order_overview.csv"')).toBe(
      '2026-11-26_order_overview.csv',
    );
    expect(readFileName(null)).toBeUndefined();
  });
});
