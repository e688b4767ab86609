import type { Language } from '@label-portal/contract';
import { pickLanguage } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type AuthContext = {
  userId: number;
  companyId: number;
  sessionId: string;
  rights: string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language from Accept-Language: en or fr. */
    language: Language;
    /** The signed-in user, or null. */
    auth: AuthContext | null;
    /** True when the request carried a session cookie whose session has ended. */
    sessionTimedOut: boolean;
  }
}

/** Per-request context every other plugin and route relies on. */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', 'en');
    app.decorateRequest('auth', null);
    app.decorateRequest('sessionTimedOut', false);
    app.addHook('onRequest', async (request) => {
      request.language = pickLanguage(request.headers['accept-language']);
    });
  },
  { name: 'request-context' },
);
