import type { Mail, MailboxPage } from '@label-portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Mailbox } from './mailbox';

function mail(id: number, recipient = 'ada@demo.example'): Mail {
  return {
    id,
    recipient,
    subject: `Mail ${id}`,
    body_text: `Text ${id}\n`,
    body_html: '',
    language: 'en',
    template: 'test.mail',
    created_at: '2026-11-23T10:00:00.000Z',
    sent_at: null,
    status: 'local',
    attempts: 0,
    next_attempt_at: null,
    last_error: null,
  };
}

const fetchMock = vi.fn<typeof fetch>();

function reply(page: MailboxPage) {
  return new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } });
}

function requestedUrls(): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://portal.test'));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Mailbox', () => {
  it('loads the next page before the last id shown, keeping the first', async () => {
    fetchMock
      .mockResolvedValueOnce(reply({ delivery: 'local', results: [mail(9), mail(8)], next_before: 8 }))
      .mockResolvedValueOnce(reply({ delivery: 'local', results: [mail(3)], next_before: null }));
    renderWithProviders(
      <MemoryRouter initialEntries={['/backoffice/mailbox']}>
        <Mailbox />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Mail 9' })).toBeInTheDocument();
    expect(screen.getByText(/No mail server is set/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Mail 3' })).toBeInTheDocument();
    expect(screen.getAllByTestId('mailbox-row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const [first, second] = requestedUrls();
    expect(first!.searchParams.get('before')).toBeNull();
    expect(second!.searchParams.get('before')).toBe('8');
  });

  it('filters on the recipient typed, and says when there is no mail for it', async () => {
    fetchMock
      .mockResolvedValueOnce(reply({ delivery: 'smtp', results: [mail(9)], next_before: null }))
      .mockResolvedValueOnce(reply({ delivery: 'smtp', results: [], next_before: null }));
    renderWithProviders(
      <MemoryRouter initialEntries={['/backoffice/mailbox']}>
        <Mailbox />
      </MemoryRouter>,
    );
    await screen.findByRole('button', { name: 'Mail 9' });
    await userEvent.type(screen.getByLabelText('Recipient'), 'nobody@demo.example{Enter}');
    expect(await screen.findByText('No mail to nobody@demo.example.')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestedUrls()[1]?.searchParams.get('recipient')).toBe('nobody@demo.example'),
    );
  });
});
