import type { Language } from '@label-portal/contract';
import { composeMail, screenLink } from '../../platform/mail/index.js';
import type { UserWithCompany } from '../companies/index.js';

const RESET_TEXTS: Record<
  Language,
  {
    subject: string;
    greeting: (name: string) => string;
    intro: (email: string, accountId: string) => string;
    validity: (hours: number) => string;
    action: string;
  }
> = {
  en: {
    subject: 'Label Portal: set a new password',
    greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
    intro: (email, accountId) =>
      `We received a request to set a new password for your Label Portal account ${email} (account id ${accountId}).`,
    validity: (hours) =>
      `The link below is valid for ${hours} hours and works once. If you did not ask for a new password, you can ignore this e-mail: your password stays unchanged.`,
    action: 'Set a new password',
  },
  fr: {
    subject: 'Label Portal\u00a0: définir un nouveau mot de passe',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (email, accountId) =>
      `Nous avons reçu une demande de nouveau mot de passe pour votre compte Label Portal ${email} (identifiant de compte ${accountId}).`,
    validity: (hours) =>
      `Le lien ci-dessous est valable ${hours}\u00a0heures et ne sert qu’une fois. Si vous n’avez pas demandé de nouveau mot de passe, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.`,
    action: 'Définir un nouveau mot de passe',
  },
};

/** The mail with the link to set a new password, in the user's language. */
export function buildResetMail(
  { user, company }: UserWithCompany,
  link: { publicUrl: string; code: string; hours: number },
) {
  const text = RESET_TEXTS[user.language];
  const name = `${user.firstName} ${user.lastName}`.trim();
  return composeMail({
    to: user.email,
    language: user.language,
    template: 'account.password_reset',
    subject: text.subject,
    greeting: text.greeting(name),
    paragraphs: [text.intro(user.email, company.cofor10), text.validity(link.hours)],
    action: {
      label: text.action,
      url: screenLink(link.publicUrl, 'passwordConfirmation', {
        code: link.code,
        account_id: company.cofor10,
      }),
    },
    payload: { userId: user.id },
  });
}
