import { z } from 'zod';
import {
  CONTACT_INFORMATION_TOPICS,
  CONTACT_TEXT_MAX_LENGTH,
  CONTACT_TOPIC_MAX_LENGTH,
} from '../constants.js';
import { MESSAGE } from '../messages.js';
import { refuseControlCharacters, unknownFieldError } from './primitives.js';

/** Required contact text: trimmed, its own "please enter" message, a maximum, no control characters. */
function contactText(required: string, max: number) {
  return refuseControlCharacters(
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .max(max, { error: MESSAGE.maxLength }),
  );
}

/**
 * POST /contact/api/send_message/: a message to customer service. Topic ('Please enter a topic',
 * at most 100 characters) and text ('Please enter a message', at most 2000), both trimmed.
 */
export const contactMessageBodySchema = z
  .strictObject(
    {
      topic: contactText(MESSAGE.topicRequired, CONTACT_TOPIC_MAX_LENGTH),
      text: contactText(MESSAGE.messageRequired, CONTACT_TEXT_MAX_LENGTH),
    },
    unknownFieldError,
  )
  .meta({ id: 'ContactMessageBody' });
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

/**
 * One row of the provider's contact information: what it is for, a name, a phone and an e-mail
 * address; the bank data row carries the bank, IBAN and BIC ('' where a row has none).
 */
export const contactInformationRowSchema = z
  .object({
    topic: z.enum(CONTACT_INFORMATION_TOPICS),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    bank: z.string(),
    iban: z.string(),
    bic: z.string(),
  })
  .meta({ id: 'ContactInformationRow' });
export type ContactInformationRow = z.infer<typeof contactInformationRowSchema>;

/** GET /contact/api/contact_information/: the rows, in the order staff keep them. */
export const contactInformationSchema = z
  .object({ rows: z.array(contactInformationRowSchema) })
  .meta({ id: 'ContactInformation' });
export type ContactInformation = z.infer<typeof contactInformationSchema>;
