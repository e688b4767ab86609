import type { Language } from '@label-portal/contract';
import type { UserWithCompany } from '../../accounts/companies/index.js';
import { composeMail } from '../../platform/mail/index.js';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'French' };

/** A subject line: one line whatever the topic holds (no header can be smuggled in). */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The contact form's message to customer service, in English (the staff's working language, as
 * their other notices): who sent it (name, e-mail, phone, company and account id, the language to
 * answer in), the topic and the text. composeMail escapes every user text in the HTML part.
 */
export function buildContactMessageMail(
  to: string,
  { user: sender, company }: UserWithCompany,
  message: { topic: string; text: string },
) {
  const name = `${sender.firstName} ${sender.lastName}`.trim() || sender.email;
  return composeMail({
    to,
    language: 'en',
    template: 'contact.message',
    subject: oneLine(`Label Portal contact: ${message.topic} (${company.name}, ${company.cofor10})`),
    greeting: 'Hello,',
    paragraphs: [
      'A user sent this message with the contact form of the Label Portal. Please answer them by e-mail or phone.',
      [
        `From: ${name}`,
        `E-mail: ${sender.email}`,
        `Phone: ${sender.phone || '-'}`,
        `Company: ${company.name}`,
        `Account id: ${company.cofor10}`,
        `Language: ${LANGUAGE_NAMES[sender.language]}`,
      ].join('\n'),
      `Topic: ${message.topic}`,
      `Message:\n${message.text}`,
    ],
    payload: {
      userId: sender.id,
      companyId: company.id,
      accountId: company.cofor10,
      senderEmail: sender.email,
    },
  });
}
