import {
  type ContactInformation,
  type ContactMessageBody,
  contactInformationRowSchema,
  MESSAGE,
  SETTING_DEFAULTS,
} from '@label-portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import type { UserThrottle } from '../../accounts/auth/index.js';
import { findUserWithCompany } from '../../accounts/companies/index.js';
import { insertMails } from '../../platform/mail/index.js';
import type { SettingsService } from '../../platform/settings/index.js';
import { buildContactMessageMail } from './contact-mail.js';

export type ContactDeps = {
  db: Database;
  settings: SettingsService;
  now: Clock;
  /** The per-user limit of contact messages (the auth module's throttle table). */
  messageLimit: UserThrottle;
};

/**
 * POST contact:api_send_message: one mail to customer service with the sender's name, e-mail,
 * phone, company and account id, the topic and the text. The message counts against the user's
 * limit first (429 over it, decision 142); the address of customer service is read before the
 * transaction (PGlite has one connection), the mail is written in it.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  userId: number,
  message: ContactMessageBody,
): Promise<Record<string, never>> {
  const sender = await findUserWithCompany(deps.db, userId);
  if (!sender) throw new AppError('NOT_AUTHENTICATED', { detail: MESSAGE.notAuthenticated });
  await deps.messageLimit.reserve(deps.db, userId, deps.now());
  const customerService = await deps.settings.getString('mail.customer_service_address');
  await deps.db.transaction(async (tx) => {
    await insertMails(tx, [buildContactMessageMail(customerService, sender, message)]);
  });
  return {};
}

/** A row of the setting as staff may write it: the fields a topic does not use may be left out. */
const storedRowSchema = contactInformationRowSchema.extend({
  name: z.string().default(''),
  phone: z.string().default(''),
  email: z.string().default(''),
  bank: z.string().default(''),
  iban: z.string().default(''),
  bic: z.string().default(''),
});
const storedRowsSchema = z.array(storedRowSchema);

/**
 * GET contact:api_contact_information: the provider's contacts from the setting
 * `contact.contact_information` (decision 143). A value staff broke (not rows of the known
 * topics) is logged and the default rows answer instead.
 */
export async function readContactInformation(
  deps: ContactDeps,
  log: FastifyBaseLogger,
): Promise<ContactInformation> {
  const stored = storedRowsSchema.safeParse(await deps.settings.getValue('contact.contact_information'));
  if (stored.success) return { rows: stored.data };
  log.warn(
    { issues: stored.error.issues },
    'setting contact.contact_information is not valid: defaults used',
  );
  return { rows: storedRowsSchema.parse(SETTING_DEFAULTS['contact.contact_information']) };
}
