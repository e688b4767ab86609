import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGE } from './messages.js';
import { checkPassword, isValidPassword, passwordSchema } from './password.js';

const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const digit = fc.constantFrom(...'0123456789');
const special = fc.constantFrom(...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ ');
const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));

describe('password rule', () => {
  it('accepts the demo password', () => {
    expect(isValidPassword('Demo-pass-1')).toBe(true);
  });

  it('names each broken part', () => {
    expect(checkPassword('a1!')).toEqual([MESSAGE.passwordMinLength]);
    expect(checkPassword('abcdefgh')).toEqual([MESSAGE.passwordComplexity]);
    expect(checkPassword('ABCDEFG1!')).toEqual([MESSAGE.passwordComplexity]);
    expect(checkPassword('abcdefg1!é')).toEqual([MESSAGE.passwordPrintable]);
    expect(checkPassword('')).toEqual([MESSAGE.passwordMinLength, MESSAGE.passwordComplexity]);
  });

  it('property: printable ASCII of 8+ characters with a digit, a lower case letter and a special char is valid', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(lower, digit, special, fc.array(printable, { minLength: 5, maxLength: 40 }))
          .chain(([l, d, s, rest]) =>
            fc.shuffledSubarray([l, d, s, ...rest], { minLength: rest.length + 3 }),
          ),
        (characters) => isValidPassword(characters.join('')),
      ),
    );
  });

  it('property: anything shorter than 8 characters is refused', () => {
    fc.assert(fc.property(fc.string({ maxLength: 7 }), (password) => !isValidPassword(password)));
  });

  it('property: a password without a digit is refused', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 30 }), (password) => {
        fc.pre(!/[0-9]/.test(password));
        return checkPassword(password).includes(MESSAGE.passwordComplexity);
      }),
    );
  });

  it('property: a non-ASCII character anywhere is refused', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8 }), fc.integer({ min: 0x80, max: 0xffff }), (base, code) => {
        return checkPassword(base + String.fromCharCode(code)).includes(MESSAGE.passwordPrintable);
      }),
    );
  });

  it('the zod schema reports the same messages', () => {
    const result = passwordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(checkPassword('short'));
  });
});
