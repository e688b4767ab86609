import { randomInt } from 'node:crypto';
import {
  type Language,
  normalizeCofor6,
  PORTAL_ACCOUNT_ID_PREFIX,
  type RegistrationBody,
} from '@label-portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import type { DeferredWork } from '../../../lib/deferred-work.js';
import { hashPassword } from '../../../lib/password-hash.js';
import { type AuditChange, recordAudit } from '../../platform/audit/index.js';
import { insertMails } from '../../platform/mail/index.js';
import type { SettingsService } from '../../platform/settings/index.js';
import { issueCode } from '../account-codes/index.js';
import type { FormThrottle } from '../auth/index.js';
import { checkRegistration, type ResolvedRegistration } from './registration.checks.js';
import {
  addUserToGroup,
  findCompanyUserWithEmail,
  findSupplierCompany,
  insertAddress,
  insertCompany,
  insertUser,
  isAccountIdTaken,
  replaceContacts,
  replaceQuotaCategories,
} from './registration.repository.js';
import { type AccountHolder, buildConfirmationMail, buildEmailExistsMail } from './registration-mails.js';

export type RegistrationDeps = {
  db: Database;
  /** Work done after the reply, so that its time tells nothing (decision 293). */
  deferWork: DeferredWork['defer'];
  settings: SettingsService;
  throttle: FormThrottle;
  now: Clock;
  publicUrl: string;
};

/** A new account id for a company not in the supplier file: T and nine random digits, unused. */
async function newPortalAccountId(tx: Executor): Promise<string> {
  for (;;) {
    const candidate = `${PORTAL_ACCOUNT_ID_PREFIX}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    if (!(await isAccountIdTaken(tx, candidate))) return candidate;
  }
}

function companyDetailsOf(body: RegistrationBody) {
  const profile = body.company_profile;
  return {
    vatIdentificationNo: profile.vat_identification_no.trim(),
    duns: profile.duns,
    companyReference: profile.company_reference.trim(),
    destination: profile.destination.trim(),
    partNumbers: profile.part_numbers.trim(),
  };
}

/**
 * The company the user joins: the portal's (nothing of it is written: decision 113), or a new one
 * (from the supplier file, or a T account). A concurrent registration that created the same file
 * company first makes this one an additional user of it.
 */
async function writeCompany(tx: Executor, body: RegistrationBody, resolved: ResolvedRegistration, now: Date) {
  if (resolved.company) return { id: resolved.company.id, isNew: false, cofor10: resolved.company.cofor10 };
  const cofor10 = resolved.entry?.cofor10 ?? (await newPortalAccountId(tx));
  const group =
    resolved.entry?.companyGroup === 'INTERNAL_SUPPLIERS' ? 'INTERNAL_SUPPLIERS' : 'EXTERNAL_SUPPLIERS';
  const id = await insertCompany(tx, {
    kind: 'SUPPLIER',
    name: body.company_profile.name.trim(),
    cofor6: resolved.entry?.cofor6 ?? normalizeCofor6(body.company_profile.cofor6),
    cofor10,
    companyGroup: group,
    ...companyDetailsOf(body),
    registeredAt: now,
    createdAt: now,
  });
  if (id !== undefined) return { id, isNew: true, cofor10 };
  const existing = await findSupplierCompany(tx, cofor10);
  if (!existing) throw new Error(`company ${cofor10} neither inserted nor found`);
  return { id: existing.id, isNew: false, cofor10 };
}

/** Billing and delivery addresses, contacts and quota categories of a new company. */
async function writeCompanyData(
  tx: Executor,
  body: RegistrationBody,
  resolved: ResolvedRegistration,
  companyId: number,
  now: Date,
): Promise<AuditChange[]> {
  const changes: AuditChange[] = [];
  for (const address of body.addresses) {
    // Decision 112: the delivery address waits for the approver of the first user.
    const state = address.category === 'DELIVERY' ? 'CLIENT_APPROVAL_REQUESTED' : 'APPROVED';
    const values = {
      companyName: address.company_name.trim() || body.company_profile.name.trim(),
      streetAddress: address.street_address.trim(),
      addressDetails: address.address_details.trim(),
      postalCode: address.postal_code.trim(),
      city: address.city.trim(),
      countryCode: address.country_code,
      updatedAt: now,
      companyId,
      category: address.category,
      isPrimary: true,
      state,
      createdAt: now,
    } as const;
    const addressId = await insertAddress(tx, values);
    changes.push({
      entityType: 'address',
      entityId: addressId,
      action: 'address.create',
      companyId,
      before: null,
      after: {
        company_name: values.companyName,
        street_address: values.streetAddress,
        address_details: values.addressDetails,
        postal_code: values.postalCode,
        city: values.city,
        country_code: values.countryCode,
        category: values.category,
        state: values.state,
      },
    });
  }
  const written = body.contacts.filter(
    (contact) => contact.name.trim() !== '' || contact.email.trim() !== '',
  );
  await replaceContacts(
    tx,
    companyId,
    body.contacts.map((contact) => contact.category),
    written.map((contact) => ({
      companyId,
      category: contact.category,
      name: contact.name.trim(),
      phone: contact.phone.trim(),
      email: contact.email.trim(),
    })),
  );
  await replaceQuotaCategories(tx, companyId, resolved.quotaGroupIds);
  return changes;
}

/**
 * A registration (accounts:api_registration): the throttle, every rule checked (400 with per-field
 * messages) and the password hashed, then the answer; the writes follow it (writeRegistration). An
 * e-mail already used in the company answers alike, in the same time (decisions 110, 293).
 */
export async function register(
  deps: RegistrationDeps,
  body: RegistrationBody,
  meta: { ip: string; language: Language },
): Promise<{ received: true }> {
  const { db } = deps;
  const now = deps.now();
  await deps.throttle.reserve(db, 'registration', meta.ip, now);
  const resolved = await checkRegistration(db, body);
  const passwordHash = await hashPassword(body.user.password);
  // Decision 293: the reply goes now, whether the e-mail has an account or not; what the
  // registration writes (a user, or a notice to the holder) is written after it.
  deps.deferWork('registration', () =>
    writeRegistration(deps, body, resolved, { passwordHash, language: meta.language, now }),
  );
  return { received: true };
}

/**
 * What a registration writes, one transaction: the company (new or the portal's), its data for a
 * first user, the user awaiting e-mail confirmation in the supplier group, the confirmation code
 * and its mail; or, when the e-mail is already used in the company, a notice to that user
 * (decision 110) or a new confirmation link to a still unconfirmed one (decision 116).
 */
async function writeRegistration(
  deps: RegistrationDeps,
  body: RegistrationBody,
  resolved: ResolvedRegistration,
  { passwordHash, language, now }: { passwordHash: string; language: Language; now: Date },
): Promise<void> {
  const { db } = deps;
  const user = body.user;
  const email = user.email.trim();
  // Settings read before the transaction: PGlite has one connection, a read beside it would wait.
  const settings = await deps.settings.snapshot();
  await db.transaction(async (tx) => {
    // The notice goes to the account holder as stored: their address, name and language, and no
    // text of the request (whoever typed the address must not write into a mail to a customer).
    const noticeMail = (holder: AccountHolder) =>
      insertMails(tx, [buildEmailExistsMail({ holder, publicUrl: deps.publicUrl })]);
    const confirmationMail = async (userId: number, holder: AccountHolder) => {
      const code = await issueCode(tx, { settings, now }, { purpose: 'EMAIL_CONFIRMATION', userId });
      await insertMails(tx, [buildConfirmationMail({ holder, userId, code, publicUrl: deps.publicUrl })]);
    };
    const existing = resolved.company
      ? await findCompanyUserWithEmail(tx, resolved.company.id, email)
      : undefined;
    if (existing) {
      // Decision 116: a registrant still unconfirmed gets a new confirmation link instead.
      if (existing.state === 'EMAIL_CONFIRMATION_REQUESTED') await confirmationMail(existing.id, existing);
      else await noticeMail(existing);
      return;
    }
    const company = await writeCompany(tx, body, resolved, now);
    const dataChanges = company.isNew ? await writeCompanyData(tx, body, resolved, company.id, now) : [];
    const userId = await insertUser(tx, {
      companyId: company.id,
      email,
      firstName: user.first_name.trim(),
      lastName: user.last_name.trim(),
      phone: user.phone.trim(),
      passwordHash,
      passwordChangedAt: now,
      isActive: true,
      isFirstUser: company.isNew || (resolved.isFirstUser && resolved.company !== undefined),
      state: 'EMAIL_CONFIRMATION_REQUESTED',
      registerCase: resolved.mode,
      language,
      createdAt: now,
    });
    if (userId === undefined) {
      // A registration of the same address in the same company won the race: nothing else is kept.
      if (company.isNew) throw new Error('unexpected duplicate user in a new company');
      const holder = await findCompanyUserWithEmail(tx, company.id, email);
      if (holder) await noticeMail(holder);
      return;
    }
    await addUserToGroup(tx, userId, 'supplier');
    // Decision 210: a public flow acts as the user concerned (here the registrant, just created).
    await recordAudit(tx, { kind: 'user', userId, label: email }, now, [
      ...(company.isNew
        ? [
            {
              entityType: 'company' as const,
              entityId: company.id,
              action: 'company.register' as const,
              companyId: company.id,
              before: null,
              after: {
                name: body.company_profile.name.trim(),
                cofor10: company.cofor10,
                ...companyDetailsOf(body),
              },
            },
          ]
        : []),
      ...dataChanges,
      {
        entityType: 'user',
        entityId: userId,
        action: 'user.register',
        companyId: company.id,
        before: null,
        after: {
          email,
          first_name: user.first_name.trim(),
          last_name: user.last_name.trim(),
          phone: user.phone.trim(),
          state: 'EMAIL_CONFIRMATION_REQUESTED',
          groups: ['supplier'],
        },
      },
    ]);
    await confirmationMail(userId, {
      email,
      firstName: user.first_name.trim(),
      lastName: user.last_name.trim(),
      language,
    });
  });
}
