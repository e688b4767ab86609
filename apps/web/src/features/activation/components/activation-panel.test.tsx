import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ActivationPanel } from './activation-panel';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          activated: 20000,
          already_active: 1500,
          unknown: 1,
          unknown_label_ids: [],
          unknown_spool_nos: ['S-9'],
          unknown_order_ids: [],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

async function activateOne() {
  const user = userEvent.setup();
  renderWithProviders(<ActivationPanel />);
  await user.type(screen.getAllByRole('textbox')[1] as HTMLElement, 'S-9');
  await user.click(screen.getByRole('button'));
  return screen.findByTestId('activation-result');
}

describe('the label activation result', () => {
  it('writes its counts with the English digit groups', async () => {
    const result = await activateOne();
    expect(result).toHaveTextContent('Labels activated now: 20,000');
    expect(result).toHaveTextContent('Labels already active: 1,500');
  });

  it('writes its counts with the French digit groups', async () => {
    await i18n.changeLanguage('fr');
    const result = await activateOne();
    expect(result.textContent).toMatch(/Étiquettes activées maintenant\s:\s20\s000/);
  });
});
