import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createReplySerializerCompiler } from './reply-serializer.js';

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
});
