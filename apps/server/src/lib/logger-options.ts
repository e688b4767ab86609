import type { FastifyServerOptions } from 'fastify';

/**
 * Pino through Fastify. In development the lines go through pino-pretty (readable, coloured only
 * on a terminal); elsewhere they stay plain JSON lines, one per event, for files and collectors.
 */
export function loggerOptions(config: { env: string; logLevel: string }): FastifyServerOptions['logger'] {
  if (config.env !== 'development') return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { colorize: !!process.stdout.isTTY, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}
