import { describe, expect, it } from 'vitest';
import { readLookupInput } from './lookup-input';

describe('readLookupInput', () => {
  it('uppercases a label id and keeps only consonants and digits', () => {
    expect(readLookupInput('ab-c d1e2')).toEqual({ kind: 'label', value: 'BCD12', lookupId: '' });
    expect(readLookupInput('aeiou')).toEqual({ kind: 'label', value: '', lookupId: '' });
  });

  it('is ready at exactly 12 characters and cuts what follows', () => {
    expect(readLookupInput('bcdfghjklmn').lookupId).toBe('');
    expect(readLookupInput('bcdfghjklmnp')).toEqual({
      kind: 'label',
      value: 'BCDFGHJKLMNP',
      lookupId: 'BCDFGHJKLMNP',
    });
    expect(readLookupInput('BCDF GHJK LMNP QRST').value).toBe('BCDFGHJKLMNP');
  });

  it('reads # and digits as an object id, ready above 3 characters with the #, sent without it', () => {
    expect(readLookupInput('#12')).toEqual({ kind: 'object', value: '#12', lookupId: '' });
    expect(readLookupInput('#123')).toEqual({ kind: 'object', value: '#123', lookupId: '123' });
    expect(readLookupInput('#1a2-3b4')).toEqual({ kind: 'object', value: '#1234', lookupId: '1234' });
    expect(readLookupInput(' #77777').lookupId).toBe('77777');
  });

  it('keeps an object id to 18 digits', () => {
    expect(readLookupInput(`#${'9'.repeat(25)}`).lookupId).toBe('9'.repeat(18));
  });

  it('reads # as a label id where object ids are not taken', () => {
    expect(readLookupInput('#123', { allowObjectId: false })).toEqual({
      kind: 'label',
      value: '123',
      lookupId: '',
    });
  });
});
