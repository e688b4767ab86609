/**
 * The ceiling of `npm run bench:api`: a bare Fastify server answering {"hello":"world"} on
 * HOST:PORT, no logger, no plugins. WEB_CONCURRENCY > 1 runs that many processes (node:cluster),
 * like the portal, so that both are measured with the same number of processes.
 */
import cluster from 'node:cluster';
import Fastify from 'fastify';

const processes = Math.max(1, Number(process.env.WEB_CONCURRENCY ?? 1) || 1);

if (cluster.isPrimary && processes > 1) {
  for (let index = 0; index < processes; index++) cluster.fork();
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
} else {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const close = () => app.close().then(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 3999) });
}
