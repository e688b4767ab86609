import { type Endpoint, errorReplySchema, type SuccessStatusOf } from '@label-portal/contract';
import type { HTTPMethods } from 'fastify';
import type { z } from 'zod';

type ResponsesOf<E extends Endpoint> = { [S in SuccessStatusOf<E>]: E['reply'] } & {
  [S in keyof NonNullable<E['otherReplies']>]: NonNullable<E['otherReplies']>[S];
} & { [S in NonNullable<E['errors']>[number]]: typeof errorReplySchema };

/** The Fastify schema of an endpoint, typed so handlers see its params, query, body and reply. */
export type EndpointSchema<E extends Endpoint> = {
  operationId: string;
  summary: string;
  tags: string[];
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  headers: E['headers'];
  response: ResponsesOf<E>;
};

/**
 * The method, URL and schema of a route from its endpoint descriptor in the contract; the route
 * file adds its access right and handler: `routes.route({ ...routeOf(endpoint), config, handler })`.
 */
export function routeOf<const E extends Endpoint>(
  endpoint: E,
): { method: HTTPMethods; url: string; schema: EndpointSchema<E> } {
  const response: Record<number, z.ZodType> = { [endpoint.status ?? 200]: endpoint.reply };
  for (const status of endpoint.errors ?? []) response[status] = errorReplySchema;
  for (const [status, schema] of Object.entries(endpoint.otherReplies ?? {})) {
    if (schema) response[Number(status)] = schema;
  }
  const schema = {
    operationId: endpoint.name,
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(endpoint.headers && { headers: endpoint.headers }),
    response,
  };
  return { method: endpoint.method, url: endpoint.path, schema: schema as EndpointSchema<E> };
}
