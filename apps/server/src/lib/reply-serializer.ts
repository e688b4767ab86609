import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];
type Serialize = (data: unknown) => string;

/** A reply's zod schema as fastify-type-provider-zod accepts it. */
function zodSchemaOf(schema: unknown): ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | undefined)?.properties;
  return wrapped instanceof z.ZodType ? wrapped : undefined;
}

/**
 * fast-json-stringify compiled from the reply's JSON Schema (the one OpenAPI shows), or undefined
 * when the schema cannot be expressed in JSON Schema (a transform, say): such a reply keeps zod.
 */
function compileFastSerializer(schema: ZodType): Serialize | undefined {
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'openapi-3.0',
      unrepresentable: 'throw',
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return undefined;
  }
}

/**
 * Compiled serializers by reply schema, shared by every app of the process: the schemas are the
 * contract's module-level objects, so a second app (tests build many) compiles nothing again.
 * `null` remembers a schema that has no fast serializer.
 */
const fastSerializers = new WeakMap<ZodType, Serialize | null>();

/**
 * Reply schemas written with JSON.stringify in production (decision 275): large replies whose every
 * field the service builds itself (the map's thousands of buckets). On a fresh 1.3 MB map answer
 * fast-json-stringify took 14-15 ms p50 and 28-44 p95, JSON.stringify 6 and 10-14
 * (bench/map-reply-serializer.bench.ts). In development and tests such
 * a reply is still validated by zod and must read the same as zod's output, so an extra field fails.
 */
const plainJsonReplies = new WeakSet<ZodType>();

/** Writes the replies of `schema` with JSON.stringify in production (decision 275). */
export function writeRepliesAsPlainJson(schema: ZodType): void {
  plainJsonReplies.add(schema);
}

function fastSerializerOf(schema: ZodType): Serialize | undefined {
  if (plainJsonReplies.has(schema)) return JSON.stringify;
  let fast = fastSerializers.get(schema);
  if (fast === undefined) {
    fast = compileFastSerializer(schema) ?? null;
    fastSerializers.set(schema, fast);
  }
  return fast ?? undefined;
}

/**
 * Replies serialised from their JSON Schema, not re-validated object by object (decision 096).
 * `isChecked` (development and tests): every reply is also validated and encoded by zod as before,
 * and a reply the two would write differently fails loudly, so the whole API test suite proves
 * the fast path on real replies. There the fast serializer is compiled at a route's first reply,
 * not when the app starts: compiling all of them took 2-6 s per app, and a test file calls a few
 * routes. In production every route's serializer is compiled at start (no first-call delay).
 */
export function createReplySerializerCompiler(options: {
  isChecked: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route: RouteSchema) => {
    const schema = zodSchemaOf(route.schema);
    const checked = zodSerializerCompiler(route as never) as Serialize;
    if (!options.isChecked) return (schema ? fastSerializerOf(schema) : undefined) ?? checked;
    if (!schema) return checked;
    return (data) => {
      const expected = checked(data);
      const fast = fastSerializerOf(schema);
      if (!fast) return expected;
      const written = fast(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `The fast serializer of ${route.method} ${route.url} (${route.httpStatus}) writes ${written} instead of ${expected}`,
        );
      }
      return expected;
    };
  };
}
