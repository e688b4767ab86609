import type { CorporateNews } from '@label-portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NewsEditModal } from './news-edit-modal';

const OPENED: CorporateNews = {
  link: null,
  texts: { en: 'Old news', fr: 'Anciennes nouvelles' },
  updated_at: '2026-11-20T10:00:00.000Z',
  version: 4,
};
const THEIRS: CorporateNews = {
  link: null,
  texts: { en: 'Their news', fr: 'Leurs nouvelles' },
  updated_at: '2026-11-21T10:00:00.000Z',
  version: 5,
};
const STALE_REPLY = {
  code: 'CONFLICT',
  errors: {
    detail:
      'Someone else changed this record meanwhile. Reload it to see their change, then make yours again.',
    type: 'STALE_VERSION',
  },
};

const fetchMock = vi.fn<typeof fetch>();
const sent: unknown[] = [];
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { version: number };
      sent.push(body);
      return body.version === THEIRS.version ? json({ ...THEIRS, version: 6 }, 201) : json(STALE_REPLY, 409);
    }
    return json(THEIRS, 200);
  });
  vi.stubGlobal('fetch', fetchMock);
});

describe('the news edit form', () => {
  it('says that someone else saved first, keeps the text typed, and saves on their version once reloaded', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<NewsEditModal news={OPENED} onClose={onClose} />);
    const english = screen.getByRole('textbox', { name: /English/ });
    await user.clear(english);
    await user.type(english, 'My news');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('stale-version');
    expect(alert).toHaveTextContent('Someone else changed this record meanwhile.');
    expect(english).toHaveValue('My news');
    expect(sent).toEqual([expect.objectContaining({ version: 4 })]);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button'));
    await vi.waitFor(() => expect(english).toHaveValue('Their news'));
    expect(screen.queryByTestId('stale-version')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[1]).toEqual(
      expect.objectContaining({ version: 5, texts: { en: 'Their news', fr: 'Leurs nouvelles' } }),
    );
  });
});
