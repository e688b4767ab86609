import type { Language } from '@label-portal/contract';
import { composeMail, screenLink } from '../../platform/mail/index.js';

type Person = { email: string; firstName: string; lastName: string; language: Language };
type MailInsert = ReturnType<typeof composeMail>;

const GREETING: Record<Language, (person: Person) => string> = {
  en: (p) => `Dear ${p.firstName} ${p.lastName},`.replace('  ', ' '),
  fr: (p) => `Bonjour ${p.firstName} ${p.lastName},`.replace('  ', ' '),
};

/** Who a mail goes to, in their language, greeted by name. */
function addressedTo(person: Person) {
  return { to: person.email, language: person.language, greeting: GREETING[person.language](person) };
}

const TEXTS = {
  en: {
    waitingSubject: 'Label Portal: a user waits for activation',
    waiting: (who: string, company: string) =>
      `The car-maker approved the registration of ${who} for the company ${company}. The account waits for its activation in the back office.`,
    waitingAction: 'Open the users waiting for activation',
    rejectedSubject: 'Label Portal: your registration was not approved',
    rejected: 'Your registration for the Label Portal was not approved and your account has been deleted.',
    feedback: (text: string) => `Feedback of the approver: ${text}`,
    activatedSubject: 'Label Portal: your account is active',
    activated: 'Your account for the Label Portal has been activated. You can now sign in.',
    signInWith: (email: string, accountId: string) =>
      `Sign in with your e-mail address ${email}, your account id ${accountId} and your password.`,
    activatedAction: 'Sign in',
    addressApprovedSubject: 'Label Portal: your address was approved',
    addressApproved: (where: string) => `The address ${where} has been approved.`,
    addressRejectedSubject: 'Label Portal: your address was rejected',
    addressRejected: (where: string) =>
      `The address ${where} was rejected and has been removed. Please edit and resubmit it in your profile.`,
    profileAction: 'Open your profile',
    distributionAddressRejected: (where: string) =>
      `The distribution address ${where} was rejected and has been removed. Please edit and resubmit it in your address list.`,
    addressListAction: 'Open your address list',
  },
  fr: {
    waitingSubject: 'Label Portal\u00a0: un utilisateur attend son activation',
    waiting: (who: string, company: string) =>
      `Le constructeur a approuvé l’inscription de ${who} pour l’entreprise ${company}. Le compte attend son activation dans le back-office.`,
    waitingAction: 'Ouvrir les utilisateurs en attente d’activation',
    rejectedSubject: 'Label Portal\u00a0: votre inscription n’a pas été approuvée',
    rejected: 'Votre inscription au Label Portal n’a pas été approuvée et votre compte a été supprimé.',
    feedback: (text: string) => `Commentaire de l’approbateur\u00a0: ${text}`,
    activatedSubject: 'Label Portal\u00a0: votre compte est actif',
    activated: 'Votre compte Label Portal a été activé. Vous pouvez maintenant vous connecter.',
    signInWith: (email: string, accountId: string) =>
      `Connectez-vous avec votre adresse e-mail ${email}, votre identifiant de compte ${accountId} et votre mot de passe.`,
    activatedAction: 'Se connecter',
    addressApprovedSubject: 'Label Portal\u00a0: votre adresse a été approuvée',
    addressApproved: (where: string) => `L’adresse ${where} a été approuvée.`,
    addressRejectedSubject: 'Label Portal\u00a0: votre adresse a été refusée',
    addressRejected: (where: string) =>
      `L’adresse ${where} a été refusée et supprimée. Veuillez la modifier et la soumettre à nouveau dans votre profil.`,
    profileAction: 'Ouvrir votre profil',
    distributionAddressRejected: (where: string) =>
      `L’adresse de distribution ${where} a été refusée et supprimée. Veuillez la modifier et la soumettre à nouveau dans votre liste d’adresses.`,
    addressListAction: 'Ouvrir votre liste d’adresses',
  },
} as const;

/** To customer service: an approved user waits for activation in /backoffice/users. */
export function buildActivationRequestMail(
  to: string,
  user: { userId: number; who: string; company: string },
  publicUrl: string,
): MailInsert {
  const text = TEXTS.en;
  return composeMail({
    to,
    language: 'en',
    template: 'approval.user_waiting_activation',
    subject: text.waitingSubject,
    greeting: 'Hello,',
    paragraphs: [text.waiting(user.who, user.company)],
    action: { label: text.waitingAction, url: screenLink(publicUrl, 'backofficeUsers') },
    payload: { userId: user.userId },
  });
}

/** The approver's feedback as a paragraph, when there is any. */
function feedbackParagraphs(language: Language, feedback: string): string[] {
  const trimmed = feedback.trim();
  return trimmed ? [TEXTS[language].feedback(trimmed)] : [];
}

/** To a rejected registrant, with the approver's feedback. */
export function buildUserRejectedMail(person: Person, feedback: string): MailInsert {
  const text = TEXTS[person.language];
  return composeMail({
    ...addressedTo(person),
    template: 'approval.user_rejected',
    subject: text.rejectedSubject,
    paragraphs: [text.rejected, ...feedbackParagraphs(person.language, feedback)],
  });
}

/** To a user customer service activated: the account works; how to sign in, with the link. */
export function buildUserActivatedMail(
  person: Person & { userId: number; accountId: string },
  publicUrl: string,
): MailInsert {
  const text = TEXTS[person.language];
  return composeMail({
    ...addressedTo(person),
    template: 'account.activated',
    subject: text.activatedSubject,
    paragraphs: [text.activated, text.signInWith(person.email, person.accountId)],
    action: { label: text.activatedAction, url: screenLink(publicUrl, 'login') },
    payload: { userId: person.userId },
  });
}

/** To every user of the company: its address was approved, or rejected with the feedback. */
export function buildAddressDecisionMails(
  people: Person[],
  decision: {
    isApproved: boolean;
    where: string;
    feedback: string;
    addressId: number;
    category: 'BILLING' | 'DELIVERY' | 'DISTRIBUTION';
  },
  publicUrl: string,
): MailInsert[] {
  // A distribution address is kept in the address list, the others in the profile (decision 151).
  const isDistribution = decision.category === 'DISTRIBUTION';
  return people.map((person) => {
    const text = TEXTS[person.language];
    const paragraphs = decision.isApproved
      ? [text.addressApproved(decision.where)]
      : [
          isDistribution
            ? text.distributionAddressRejected(decision.where)
            : text.addressRejected(decision.where),
          ...feedbackParagraphs(person.language, decision.feedback),
        ];
    return composeMail({
      ...addressedTo(person),
      template: decision.isApproved ? 'approval.address_approved' : 'approval.address_rejected',
      subject: decision.isApproved ? text.addressApprovedSubject : text.addressRejectedSubject,
      paragraphs,
      action: isDistribution
        ? { label: text.addressListAction, url: screenLink(publicUrl, 'addressList') }
        : { label: text.profileAction, url: screenLink(publicUrl, 'profile') },
      payload: { addressId: decision.addressId },
    });
  });
}
