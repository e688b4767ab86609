import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createReplySerializerCompiler, writeRepliesAsPlainJson } from './reply-serializer.js';

const reply = z.object({ id: z.number().int(), name: z.string(), tags: z.array(z.string()) });
const routeOf = (schema: z.ZodType) =>
  ({ schema, method: 'GET', url: '/things', httpStatus: '200' }) as never;

describe('the reply serializer compiler', () => {
  it('in production hands every app of the process the one serializer compiled for a schema', () => {
    const first = createReplySerializerCompiler({ isChecked: false })(routeOf(reply));
    const second = createReplySerializerCompiler({ isChecked: false })(routeOf(reply));
    expect(second).toBe(first);
    expect(JSON.parse(first({ id: 1, name: 'a;b"c', tags: ['x'], extra: true }))).toEqual({
      id: 1,
      name: 'a;b"c',
      tags: ['x'],
    });
  });

  it('in tests writes what zod writes, compiling at the first reply', () => {
    const serialize = createReplySerializerCompiler({ isChecked: true })(routeOf(reply));
    expect(serialize({ id: 7, name: 'é', tags: [] })).toBe('{"id":7,"name":"é","tags":[]}');
    expect(() => serialize({ id: 'seven', name: 'x', tags: [] })).toThrow();
  });

  it('keeps zod for a reply JSON Schema cannot express, in both modes', () => {
    const dated = z.object({ at: z.date() });
    for (const isChecked of [false, true]) {
      const serialize = createReplySerializerCompiler({ isChecked })(routeOf(dated));
      expect(serialize({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    }
  });

  it('writes a reply marked plain with JSON.stringify, and in tests refuses one zod would write otherwise', () => {
    const big = z.object({ kind: z.literal('cells'), counts: z.array(z.number().int()) });
    writeRepliesAsPlainJson(big);
    const production = createReplySerializerCompiler({ isChecked: false })(routeOf(big));
    expect(production).toBe(JSON.stringify);
    const checked = createReplySerializerCompiler({ isChecked: true })(routeOf(big));
    expect(checked({ kind: 'cells', counts: [1, 2] })).toBe('{"kind":"cells","counts":[1,2]}');
    expect(() => checked({ kind: 'cells', counts: [1], internal: 'x' })).toThrow(
      /writes {"kind":"cells","counts":\[1\],"internal":"x"} instead of {"kind":"cells","counts":\[1\]}/,
    );
    expect(() => checked({ kind: 'rows', counts: [] })).toThrow();
  });
});
