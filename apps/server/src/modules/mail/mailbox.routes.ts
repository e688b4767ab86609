import { refuseControlCharacters } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { requireRight } from '../../plugins/access.js';
import { findMailboxPage } from './outbox.repository.js';

const mailSchema = z
  .object({
    id: z.number().int(),
    recipient: z.string(),
    subject: z.string(),
    body_text: z.string(),
    template: z.string(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'Mail' });

/** The local mailbox (the outbox table), for customer service and tests when no SMTP is set. */
export async function registerMailboxRoutes(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/backoffice/api/mailbox/',
    {
      config: { access: requireRight('backoffice.*') },
      schema: {
        tags: ['backoffice'],
        summary: 'Mail written by the portal, newest first',
        querystring: z.object({
          recipient: refuseControlCharacters(z.string().max(254)).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: z.object({ count: z.number().int(), results: z.array(mailSchema) }) },
      },
    },
    async (request) => {
      const { rows, count } = await findMailboxPage(
        deps.db,
        request.query.limit,
        request.query.offset,
        request.query.recipient,
      );
      return {
        count,
        results: rows.map((row) => ({
          id: row.id,
          recipient: row.recipient,
          subject: row.subject,
          body_text: row.bodyText,
          template: row.template,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
          attempts: row.attempts,
          last_error: row.lastError,
        })),
      };
    },
  );
}
