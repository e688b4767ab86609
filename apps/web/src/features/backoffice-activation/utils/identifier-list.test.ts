import { describe, expect, it } from 'vitest';
import { activationFormSchema, splitIdentifiers } from './identifier-list';

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

describe('activationFormSchema', () => {
  it('refuses an empty form on the label ids field and passes a pasted spool', () => {
    const empty = activationFormSchema.safeParse({ label_ids: ' ', spool_nos: '', order_ids: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.path).toEqual(['label_ids']);
    const spool = activationFormSchema.safeParse({ label_ids: '', spool_nos: 'S0001201', order_ids: '' });
    expect(spool.data).toEqual({ label_ids: [], spool_nos: ['S0001201'], order_ids: [] });
  });
});
