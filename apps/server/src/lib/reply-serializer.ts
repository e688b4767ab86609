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
 * Replies serialised from their JSON Schema, not re-validated object by object (decision 096).
 * `isChecked` (development and tests): every reply is also validated and encoded by zod as before,
 * and a reply the two would write differently fails loudly, so the whole API test suite proves
 * the fast path on real replies.
 */
export function createReplySerializerCompiler(options: {
  isChecked: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route: RouteSchema) => {
    const schema = zodSchemaOf(route.schema);
    const fast = schema ? compileFastSerializer(schema) : undefined;
    const checked = zodSerializerCompiler(route as never) as Serialize;
    if (!fast) return checked;
    if (!options.isChecked) return fast;
    return (data) => {
      const expected = checked(data);
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
