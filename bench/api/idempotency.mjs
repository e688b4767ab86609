// The concurrent idempotency check: one Idempotency-Key sent by 100 requests at once (each on its
// own connection and client address) must make exactly one order, every reply naming it.
import { Agent, request } from 'node:http';
import { sessionHeaders } from './sign-in.mjs';

function post(url, headers, body, agent) {
  return new Promise((resolve) => {
    const call = request(url, { method: 'POST', headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    call.on('error', (error) => resolve({ status: 0, text: error.message }));
    call.end(body);
  });
}

/**
 * Sends `body` `count` times at once with one key. Answers the replies by status, the order ids
 * the successful ones named, and whether they agree (all 2xx, one id, or refusals of 409 only).
 */
export async function sendOneKeyConcurrently({ baseUrl, session, body, key, count = 100 }) {
  const agent = new Agent({ keepAlive: false, maxSockets: count });
  const text = JSON.stringify(body);
  const replies = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      post(
        `${baseUrl}/orders/api/orders/`,
        {
          ...sessionHeaders(session, { isUnsafe: true }),
          'Content-Length': Buffer.byteLength(text),
          'Idempotency-Key': key,
          'X-Forwarded-For': `198.19.255.${index}`,
        },
        text,
        agent,
      ),
    ),
  );
  agent.destroy();
  const statuses = {};
  const orderIds = new Set();
  for (const reply of replies) {
    statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
    if (reply.status >= 200 && reply.status < 300) orderIds.add(JSON.parse(reply.text).order.pk);
  }
  const firstFailure = replies.find((reply) => reply.status < 200 || reply.status > 299);
  return { statuses, orderIds: [...orderIds], firstFailure };
}
