import type { Language } from '@label-portal/contract';

/** What a send's handler reads from its request (`auth` is set: the route's access check ran). */
type SendRequest<Auth, Body> = {
  auth: Auth | null;
  body: Body;
  headers: { 'idempotency-key': string };
  language: Language;
};

/**
 * The handler of a send an `Idempotency-Key` makes safe to retry (an order, redistributions): the
 * service gets the caller, the body, the key and the request's language, and its answer goes out
 * with 201.
 */
export function handleIdempotentSend<Deps, Auth, Body, Sent>(
  deps: Deps,
  send: (deps: Deps, auth: Auth, body: Body, idempotencyKey: string, language: Language) => Promise<Sent>,
) {
  return async (request: SendRequest<Auth, Body>, reply: { status(code: 201): unknown }): Promise<Sent> => {
    const sent = await send(
      deps,
      request.auth!,
      request.body,
      request.headers['idempotency-key'],
      request.language,
    );
    reply.status(201);
    return sent;
  };
}
