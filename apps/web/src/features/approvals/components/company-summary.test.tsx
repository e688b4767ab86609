import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CompanySummary } from './company-summary';

describe('CompanySummary', () => {
  it('shows comma-joined destinations and part numbers with a space after each comma', () => {
    renderWithProviders(
      <CompanySummary
        company={{
          pk: 1,
          name: 'Demo Parts SAS',
          cofor6: '12345A',
          cofor10: '12345A0001',
          company_group: 'EXTERNAL_SUPPLIERS',
          vat_identification_no: 'FR1',
          duns: '',
          destination: 'Vesoul (FR),Rivalta (IT),Betim (BR)',
          part_numbers: '94424598,56789012, 1234567',
        }}
      />,
    );
    expect(screen.getByText('Vesoul (FR), Rivalta (IT), Betim (BR)')).toBeInTheDocument();
    expect(screen.getByText('94424598, 56789012, 1234567')).toBeInTheDocument();
  });
});
