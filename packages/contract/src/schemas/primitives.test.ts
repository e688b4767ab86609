import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  hasControlCharacters,
  MAX_PK,
  pkParamSchema,
  pkSchema,
  refuseControlCharacters,
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
