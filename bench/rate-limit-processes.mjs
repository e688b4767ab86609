#!/usr/bin/env node
/**
 * The per-address rate limit across server processes (decision 294): from one address, calls
 * /accounts/api/session_status/ as fast as `concurrency` kept-alive connections allow for
 * `seconds`, starting 1 s into a minute (one window of the limit), and counts the replies per
 * status. Needs a running portal, e.g. 2 workers on PostgreSQL:
 * `DATABASE_URL=… WEB_CONCURRENCY=2 PORT=4xxxx npm start`, then
 * `node bench/rate-limit-processes.mjs http://127.0.0.1:4xxxx [seconds] [concurrency]`.
 */
import { Agent, request } from 'node:http';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const seconds = Number(process.argv[3] ?? 30);
const concurrency = Number(process.argv[4] ?? 16);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const url = new URL('/accounts/api/session_status/', base);

function call() {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve('error'));
    req.end();
  });
}

const waitMs = 61_000 - (Date.now() % 60_000);
console.log(`waiting ${Math.round(waitMs / 1000)} s for the next window`);
await new Promise((resolve) => setTimeout(resolve, waitMs));
const endAt = Date.now() + seconds * 1000;
const counts = {};
async function worker() {
  while (Date.now() < endAt) {
    const status = await call();
    counts[status] = (counts[status] ?? 0) + 1;
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
agent.destroy();
console.log(JSON.stringify({ seconds, concurrency, counts }));
