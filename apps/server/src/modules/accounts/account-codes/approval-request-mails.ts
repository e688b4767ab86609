import type { Language } from '@label-portal/contract';
import { composeMail, screenLink } from '../../platform/mail/index.js';

type MailInsert = ReturnType<typeof composeMail>;
type Approver = { email: string; language: Language };
type RequestTexts = { subject: string; greeting: string; action: string };

const USER_APPROVAL_TEXTS: Record<
  Language,
  RequestTexts & { intro: (who: string, company: string) => string }
> = {
  en: {
    subject: 'Label Portal: a new user waits for your approval',
    greeting: 'Hello,',
    intro: (who, company) =>
      `${who} registered for the Label Portal for the company ${company} and confirmed their e-mail address. Please approve or reject the registration.`,
    action: 'Review the registration',
  },
  fr: {
    subject: 'Label Portal\u00a0: un nouvel utilisateur attend votre approbation',
    greeting: 'Bonjour,',
    intro: (who, company) =>
      `${who} s’est inscrit au Label Portal pour l’entreprise ${company} et a confirmé son adresse e-mail. Veuillez approuver ou refuser l’inscription.`,
    action: 'Examiner l’inscription',
  },
};

const ADDRESS_APPROVAL_TEXTS: Record<
  Language,
  RequestTexts & { intro: (company: string, address: string) => string }
> = {
  en: {
    subject: 'Label Portal: an address waits for your approval',
    greeting: 'Hello,',
    intro: (company, address) =>
      `The company ${company} asks for the approval of the address ${address}. Please approve or reject it.`,
    action: 'Review the address',
  },
  fr: {
    subject: 'Label Portal\u00a0: une adresse attend votre approbation',
    greeting: 'Bonjour,',
    intro: (company, address) =>
      `L’entreprise ${company} demande l’approbation de l’adresse ${address}. Veuillez l’approuver ou la refuser.`,
    action: 'Examiner l’adresse',
  },
};

/** One approval request to one approver, in their language, with the link to decide. */
function composeRequestMail(
  approver: Approver,
  template: string,
  text: RequestTexts,
  intro: string,
  url: string,
  payload: Record<string, unknown>,
): MailInsert {
  return composeMail({
    to: approver.email,
    language: approver.language,
    template,
    subject: text.subject,
    greeting: text.greeting,
    paragraphs: [intro],
    action: { label: text.action, url },
    payload,
  });
}

/** To every approver: a user (who, of which company) waits for approval; the link carries the code. */
export function buildUserApprovalRequestMails(
  approvers: Approver[],
  request: { userId: number; who: string; company: string; code: string },
  publicUrl: string,
): MailInsert[] {
  const url = screenLink(publicUrl, 'clientConfirmation', { code: request.code });
  return approvers.map((approver) => {
    const text = USER_APPROVAL_TEXTS[approver.language];
    return composeRequestMail(
      approver,
      'approval.user',
      text,
      text.intro(request.who, request.company),
      url,
      {
        userId: request.userId,
      },
    );
  });
}

/** To every approver: a company's address waits for approval; the link carries the code. */
export function buildAddressApprovalRequestMails(
  approvers: Approver[],
  request: { addressId: number; category: string; company: string; where: string; code: string },
  publicUrl: string,
): MailInsert[] {
  const url = screenLink(publicUrl, 'clientAddressConfirmation', { code: request.code });
  return approvers.map((approver) => {
    const text = ADDRESS_APPROVAL_TEXTS[approver.language];
    return composeRequestMail(
      approver,
      'approval.address',
      text,
      text.intro(request.company, request.where),
      url,
      { addressId: request.addressId, category: request.category },
    );
  });
}
