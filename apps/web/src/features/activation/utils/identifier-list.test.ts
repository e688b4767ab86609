import { describe, expect, it } from 'vitest';
import { resolveActivationForm, splitIdentifiers } from './identifier-list';

describe('splitIdentifiers', () => {
  it('reads one identifier per line, or separated by commas, semicolons and blanks', () => {
    expect(splitIdentifiers(' S0001201\nS0001202, S0001203;S0001204\t\n\n')).toEqual([
      'S0001201',
      'S0001202',
      'S0001203',
      'S0001204',
    ]);
  });
});

describe('resolveActivationForm', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as never;
  it('refuses an empty form on the label ids field and passes a pasted spool', async () => {
    const empty = await resolveActivationForm(
      { label_ids: ' ', spool_nos: '', order_ids: '' },
      undefined,
      options,
    );
    expect(empty.errors.label_ids?.message).toBe('validation.activationEmpty');
    const spool = await resolveActivationForm(
      { label_ids: '', spool_nos: 'S0001201', order_ids: '' },
      undefined,
      options,
    );
    expect(spool.values).toEqual({ label_ids: [], spool_nos: ['S0001201'], order_ids: [] });
  });
});
