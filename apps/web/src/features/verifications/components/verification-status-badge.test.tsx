import { VERIFICATION_STATUS_COLORS } from '@label-portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { VerificationStatusBadge, VerificationStatusLegendItem } from './verification-status-badge';

describe('VerificationStatusBadge', () => {
  it('shows the status name with its description as title', () => {
    renderWithProviders(<VerificationStatusBadge status={3} />);
    const badge = screen.getByText('Checked too often').closest('[data-status]');
    expect(badge).toHaveAttribute('data-status', '3');
    expect(badge).toHaveAttribute(
      'title',
      'Checked too often: this code has been authenticated too many times.',
    );
  });

  it('shows the legend item with the contract’s colour and a count by locale', async () => {
    await i18n.changeLanguage('fr');
    try {
      const { container } = renderWithProviders(<VerificationStatusLegendItem status={4} count={12345} />);
      expect(screen.getByText(/^Code imité \(12\s345\)$/)).toBeInTheDocument();
      const swatch = container.querySelector('.mantine-ColorSwatch-root') as HTMLElement;
      expect(swatch.style.getPropertyValue('--cs-color') || swatch.outerHTML).toContain(
        VERIFICATION_STATUS_COLORS[4],
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
