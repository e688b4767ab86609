import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('marks its input invalid while it shows an error, and only then', () => {
    const { rerender } = renderWithProviders(<PasswordField label="Password" error="Minimal length is 8" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    rerender(<PasswordField label="Password" />);
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('names its show-characters button', () => {
    renderWithProviders(<PasswordField label="Password" visibilityToggleFocusable />);
    expect(screen.getByRole('button', { name: 'Show the characters' })).toBeInTheDocument();
  });
});
