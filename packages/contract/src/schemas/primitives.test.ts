import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  hasControlCharacters,
  MAX_PK,
  maxLengthOf,
  pkParamSchema,
  pkSchema,
  refuseControlCharacters,
  requiredText,
  wholeNumberParamSchema,
} from './primitives.js';

describe('pk schemas', () => {
  it('take positive integers up to the integer column', () => {
    expect(pkSchema.safeParse(MAX_PK).success).toBe(true);
    expect(pkSchema.safeParse(MAX_PK + 1).success).toBe(false);
    expect(pkSchema.safeParse(0).success).toBe(false);
    expect(pkSchema.safeParse(1.5).success).toBe(false);
    expect(pkParamSchema.safeParse('42').data).toBe(42);
    expect(pkParamSchema.safeParse('3000000000').success).toBe(false);
    expect(pkParamSchema.safeParse('abc').success).toBe(false);
  });

  it('read a path id from decimal digits only', () => {
    expect(pkParamSchema.safeParse('007').data).toBe(7);
    for (const text of ['0x10', '+1', '-1', '1e1', '1.0', '', ' ', ' 1', '1 ', '١٢', 'Infinity', '0']) {
      const result = pkParamSchema.safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.invalid');
    }
  });
});

describe('whole numbers in a query string', () => {
  const limit = wholeNumberParamSchema({ min: 1, max: 100 });

  it('accept decimal digits within the bounds', () => {
    expect(limit.safeParse('1').data).toBe(1);
    expect(limit.safeParse('16').data).toBe(16);
    expect(limit.safeParse('0100').data).toBe(100);
  });

  it.each([
    ['0x10'],
    ['+1'],
    ['-1'],
    ['1e1'],
    ['1.5'],
    ['1.0'],
    [''],
    [' '],
    [' 5'],
    ['5\n'],
    ['0b1'],
    ['Infinity'],
    ['NaN'],
  ])('refuse %j as not a whole number', (text) => {
    const result = limit.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.wholeNumber']);
  });

  it('refuse numbers out of bounds with the bound in the message parameters', () => {
    expect(limit.safeParse('0').error?.issues[0]).toMatchObject({
      message: 'validation.minValue',
      minimum: 1,
    });
    expect(limit.safeParse('101').error?.issues[0]).toMatchObject({
      message: 'validation.maxValue',
      maximum: 100,
    });
    expect(limit.safeParse('9'.repeat(400)).error?.issues[0]?.message).toBe('validation.maxValue');
  });
});

describe('control characters', () => {
  it('are refused except tab, line feed and carriage return', () => {
    expect(hasControlCharacters('Brake pad\tset\r\nfront')).toBe(false);
    expect(hasControlCharacters('Montréal – المغرب')).toBe(false);
    for (const character of ['\u0000', '\u0007', '\u000b', '\u001b', '\u007f', '\u0085']) {
      expect(hasControlCharacters(`a${character}b`)).toBe(true);
    }
  });

  it('keep the schema rules and add the message', () => {
    const schema = refuseControlCharacters(z.string().max(3));
    expect(schema.safeParse('abc').success).toBe(true);
    expect(schema.safeParse('abcd').success).toBe(false);
    expect(schema.safeParse('a\u0000').error?.issues[0]?.message).toBe('validation.controlCharacters');
  });
});

describe('maxLengthOf (decision 317)', () => {
  it('reads the max of a text schema, through optional, nullable, default and pipes', () => {
    expect(maxLengthOf(requiredText(254))).toBe(254);
    expect(maxLengthOf(z.string().max(12).optional())).toBe(12);
    expect(maxLengthOf(z.string().max(7).nullable().default(null))).toBe(7);
    expect(
      maxLengthOf(
        z
          .string()
          .max(5)
          .transform((value) => value.trim()),
      ),
    ).toBe(5);
  });

  it('refuses a schema without a limit, so a form never silently loses one', () => {
    expect(() => maxLengthOf(z.string())).toThrow('no maximum length');
  });
});
