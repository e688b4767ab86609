import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { showServerMessage } from '../../../lib/server-messages';
import { replyErrorsOf } from './order-errors';

const rows = [
  { rowId: 'a', product: 11, quantity: 1 },
  { rowId: 'b', product: 22, quantity: 2 },
];

describe('replyErrorsOf in the language of the moment (decision 316)', () => {
  const blocked = new ApiError(400, {
    code: 'VALIDATION_FAILED',
    errors: {
      detail: 'Company blocked due to unpaid bills. Company blocked due to inactivity.',
      type: 'ORDERING_BLOCKED',
      'order_positions.1.quantity': ['Ensure this value is less than or equal to 5.'],
    },
    message_keys: {
      detail: [{ key: 'errors.blockedUnpaidBills' }, { key: 'errors.blockedInactivity' }],
      'order_positions.1.quantity': [{ key: 'validation.maxValue', params: { max: 5 } }],
    },
  });

  it('shows a refusal sent in English in French when the interface is in French, each reason too', async () => {
    await i18n.changeLanguage('fr');
    await i18n.changeLanguage('en');
    const english = replyErrorsOf(blocked, rows, (message) =>
      showServerMessage(i18n.getFixedT('en'), message),
    );
    expect(english.formError).toBe('Company blocked due to unpaid bills. Company blocked due to inactivity.');
    const french = replyErrorsOf(blocked, rows, (message) =>
      showServerMessage(i18n.getFixedT('fr'), message),
    );
    expect(french.formError).toBe(
      'Entreprise bloquée pour factures impayées. Entreprise bloquée pour inactivité.',
    );
    expect(french.positions.get('b')).toBe(i18n.t('validation.maxValue', { lng: 'fr', max: 5 }));
    expect(french.positions.get('b')).not.toBe('Ensure this value is less than or equal to 5.');
  });

  it('keeps a text whose key is missing as the server wrote it', async () => {
    await i18n.changeLanguage('fr');
    await i18n.changeLanguage('en');
    const plain = new ApiError(400, { code: 'VALIDATION_FAILED', errors: { detail: 'Free text.' } });
    expect(
      replyErrorsOf(plain, rows, (message) => showServerMessage(i18n.getFixedT('fr'), message)).formError,
    ).toBe('Free text.');
  });
});
