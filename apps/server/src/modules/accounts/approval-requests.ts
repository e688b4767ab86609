import { type Language, RIGHTS } from '@label-portal/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findUserWithCompany } from '../companies/index.js';
import { composeMail, insertMails, portalLink } from '../mail/index.js';
import type { SettingsService } from '../settings/index.js';
import { findAddressWithCompany, findUsersHoldingRight } from './approvers.repository.js';
import { issueCode } from './one-time-codes.service.js';

export type ApprovalDeps = { settings: SettingsService; now: Date; publicUrl: string };

const USER_APPROVAL_TEXTS: Record<
  Language,
  { subject: string; greeting: string; intro: (who: string, company: string) => string; action: string }
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
  { subject: string; greeting: string; intro: (company: string, address: string) => string; action: string }
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

/**
 * Asks the car-maker's approvers to approve a user (who just confirmed their e-mail): one code,
 * mailed to every holder of accounts.approve_user in their language. The first approver's answer
 * uses it; the others then see what was decided. Call inside the transition's transaction.
 */
export async function requestUserApproval(tx: Executor, deps: ApprovalDeps, userId: number): Promise<void> {
  const found = await findUserWithCompany(tx, userId);
  if (!found) throw new AppError('NOT_FOUND');
  const { user, company: userCompany } = found;
  const code = await issueCode(tx, deps, { purpose: 'CLIENT_APPROVAL', userId });
  const url = portalLink(deps.publicUrl, `/accounts/client_confirmation/${code}`);
  const approvers = await findUsersHoldingRight(tx, RIGHTS.approveUser);
  const who = `${user.firstName} ${user.lastName} (${user.email})`;
  const company = `${userCompany.name} (${userCompany.cofor10})`;
  await insertMails(
    tx,
    approvers.map((approver) => {
      const text = USER_APPROVAL_TEXTS[approver.language];
      return composeMail({
        to: approver.email,
        language: approver.language,
        template: 'approval.user',
        subject: text.subject,
        greeting: text.greeting,
        paragraphs: [text.intro(who, company)],
        action: { label: text.action, url },
        payload: { userId },
      });
    }),
  );
}

/**
 * Asks the approvers to approve a new or changed address (state CLIENT_APPROVAL_REQUESTED): one
 * code mailed to every holder of accounts.approve_address. Call inside the change's transaction.
 */
export async function requestAddressApproval(
  tx: Executor,
  deps: ApprovalDeps,
  addressId: number,
): Promise<void> {
  const address = await findAddressWithCompany(tx, addressId);
  if (!address) throw new AppError('NOT_FOUND');
  const code = await issueCode(tx, deps, { purpose: 'ADDRESS_APPROVAL', addressId });
  const url = portalLink(deps.publicUrl, `/accounts/client_address_confirmation/${code}`);
  const approvers = await findUsersHoldingRight(tx, RIGHTS.approveAddress);
  const company = `${address.companyName} (${address.accountId})`;
  const where = `${address.streetAddress}, ${address.postalCode} ${address.city}, ${address.countryCode}`;
  await insertMails(
    tx,
    approvers.map((approver) => {
      const text = ADDRESS_APPROVAL_TEXTS[approver.language];
      return composeMail({
        to: approver.email,
        language: approver.language,
        template: 'approval.address',
        subject: text.subject,
        greeting: text.greeting,
        paragraphs: [text.intro(company, where)],
        action: { label: text.action, url },
        payload: { addressId, category: address.category },
      });
    }),
  );
}
