import type { CorporateNews } from '@label-portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { CORPORATE_NEWS_KEY } from '../api/corporate-news';
import { NewsTicker } from './news-ticker';

const NEWS: CorporateNews = {
  link: 'https://provider.example/news',
  texts: { en: 'Labels with two holograms', fr: 'Étiquettes à deux hologrammes' },
  updated_at: '2026-11-20T10:00:00.000Z',
  version: 4,
};

function renderTicker(news: CorporateNews, permissions: string[] = []) {
  const client = testQueryClient();
  client.setQueryDefaults(CORPORATE_NEWS_KEY, { staleTime: Number.POSITIVE_INFINITY });
  client.setQueryData(CORPORATE_NEWS_KEY, news);
  return renderWithProviders(<NewsTicker permissions={permissions} />, { client });
}

describe('NewsTicker', () => {
  it('shows the text of the interface language and READ MORE opening the link in a new tab', () => {
    renderTicker(NEWS);
    expect(screen.getByTestId('news-text')).toHaveTextContent('Labels with two holograms');
    const readMore = screen.getByRole('link', { name: /READ MORE/ });
    expect(readMore).toHaveAttribute('href', 'https://provider.example/news');
    expect(readMore).toHaveAttribute('target', '_blank');
    expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Pause the news' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Edit news' })).toBeNull();
  });

  it('has no READ MORE without a link', () => {
    renderTicker({ ...NEWS, link: null });
    expect(screen.getByTestId('news-text')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /READ MORE/ })).toBeNull();
  });

  it('shows nothing without news, but a calm line and Edit news to editors', () => {
    const empty = { link: null, texts: {}, updated_at: null, version: 0 };
    const { unmount } = renderTicker(empty);
    expect(screen.queryByTestId('news-ticker')).toBeNull();
    unmount();
    renderTicker(empty, ['welcome.change_corporatenews']);
    expect(screen.getByText('No news yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit news' })).toBeEnabled();
  });
});
