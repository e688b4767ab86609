import { type Language, MESSAGES_EN, MESSAGES_FR } from '@label-portal/contract';
import { composeMail, screenLink } from '../../platform/mail/index.js';

const CONFIRMATION_TEXTS: Record<
  Language,
  { subject: string; greeting: (name: string) => string; intro: string; action: string; expiry: string }
> = {
  en: {
    subject: 'Label Portal: please confirm your e-mail address',
    greeting: (name) => `Dear ${name},`,
    intro:
      'Thank you for registering for the Label Portal. Please confirm your e-mail address with the link below. Your registration is then reviewed and your account activated; we will inform you by e-mail.',
    action: 'Confirm my e-mail address',
    expiry: 'The link is valid for 3 days. If you did not register, you can ignore this e-mail.',
  },
  fr: {
    subject: 'Label Portal\u00a0: veuillez confirmer votre adresse e-mail',
    greeting: (name) => `Bonjour ${name},`,
    intro:
      'Merci de votre inscription au Label Portal. Veuillez confirmer votre adresse e-mail avec le lien ci-dessous. Votre inscription sera ensuite examinée et votre compte activé\u00a0; nous vous en informerons par e-mail.',
    action: 'Confirmer mon adresse e-mail',
    expiry:
      'Le lien est valable 3\u00a0jours. Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail.',
  },
};

const NOTICE_TEXTS: Record<
  Language,
  { subject: string; greeting: (name: string) => string; intro: string; reset: string; action: string }
> = {
  en: {
    subject: 'Label Portal: registration with your e-mail address',
    greeting: (name) => `Dear ${name},`,
    intro: `Someone tried to register for the Label Portal with this e-mail address. ${MESSAGES_EN['errors.emailExists']}`,
    reset:
      'If you forgot your password, you can set a new one with the link below. If this was not you, you can ignore this e-mail.',
    action: 'Reset my password',
  },
  fr: {
    subject: 'Label Portal\u00a0: inscription avec votre adresse e-mail',
    greeting: (name) => `Bonjour ${name},`,
    intro: `Quelqu’un a essayé de s’inscrire au Label Portal avec cette adresse e-mail. ${MESSAGES_FR['errors.emailExists']}`,
    reset:
      'Si vous avez oublié votre mot de passe, vous pouvez en définir un nouveau avec le lien ci-dessous. Si ce n’était pas vous, vous pouvez ignorer cet e-mail.',
    action: 'Réinitialiser mon mot de passe',
  },
};

/** The confirmation link mailed after a registration (and resent by the back office), in the holder's language. */
export function buildConfirmationMail(input: {
  holder: AccountHolder;
  userId: number;
  code: string;
  publicUrl: string;
}) {
  const { holder } = input;
  const text = CONFIRMATION_TEXTS[holder.language];
  return composeMail({
    to: holder.email,
    language: holder.language,
    template: 'account.confirmation',
    subject: text.subject,
    greeting: text.greeting(`${holder.firstName} ${holder.lastName}`.trim()),
    paragraphs: [text.intro, text.expiry],
    action: {
      label: text.action,
      url: screenLink(input.publicUrl, 'emailConfirmation', { code: input.code }),
    },
    payload: { userId: input.userId },
  });
}

/** The stored account holder a notice is written to: nothing of it comes from a request. */
export type AccountHolder = { email: string; firstName: string; lastName: string; language: Language };

/**
 * The notice mailed instead of a second registration of an e-mail address in one company: to the
 * holder's stored address, greeting them by their stored name, in their language.
 */
export function buildEmailExistsMail(input: { holder: AccountHolder; publicUrl: string }) {
  const { holder } = input;
  const text = NOTICE_TEXTS[holder.language];
  const name = `${holder.firstName} ${holder.lastName}`.trim();
  return composeMail({
    to: holder.email,
    language: holder.language,
    template: 'account.email_exists',
    subject: text.subject,
    greeting: text.greeting(name),
    paragraphs: [text.intro, text.reset],
    action: { label: text.action, url: screenLink(input.publicUrl, 'resetPassword') },
  });
}
