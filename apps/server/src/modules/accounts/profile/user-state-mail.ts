import type { Language } from '@label-portal/contract';
import { composeMail } from '../../platform/mail/index.js';

const TEXTS: Record<
  Language,
  {
    subject: (company: string, isActive: boolean) => string;
    greeting: (name: string) => string;
    intro: (who: string, company: string, isActive: boolean) => string;
  }
> = {
  en: {
    subject: (company, isActive) => `Label Portal: users of ${company} ${isActive ? 'enabled' : 'disabled'}`,
    greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
    intro: (who, company, isActive) =>
      `${who} ${isActive ? 'enabled' : 'disabled'} the following users of ${company} in the Label Portal:`,
  },
  fr: {
    subject: (company, isActive) =>
      `Label Portal\u00a0: utilisateurs de ${company} ${isActive ? 'activés' : 'désactivés'}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (who, company, isActive) =>
      `${who} a ${isActive ? 'activé' : 'désactivé'} les utilisateurs suivants de ${company} dans le Label Portal\u00a0:`,
  },
};

/** The notice to a company's provisioning contact that users were enabled or disabled. */
export function buildUserStateMail(data: {
  to: { email: string; name: string };
  language: Language;
  actor: { firstName: string; lastName: string; email: string };
  company: { name: string; cofor10: string };
  users: { id: number; firstName: string; lastName: string; email: string }[];
  isActive: boolean;
}) {
  const text = TEXTS[data.language];
  const company = `${data.company.name} (${data.company.cofor10})`;
  const who = `${data.actor.firstName} ${data.actor.lastName} (${data.actor.email})`.trim();
  const list = data.users.map((user) => `- ${user.firstName} ${user.lastName} <${user.email}>`).join('\n');
  return composeMail({
    to: data.to.email,
    language: data.language,
    template: data.isActive ? 'profile.users_enabled' : 'profile.users_disabled',
    subject: text.subject(company, data.isActive),
    greeting: text.greeting(data.to.name),
    paragraphs: [text.intro(who, company, data.isActive), list],
    payload: { userIds: data.users.map((user) => user.id), isActive: data.isActive },
  });
}
