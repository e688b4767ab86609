import {
  ADDRESS_CATEGORIES,
  ADDRESS_STATES,
  API_KEY_SCOPES,
  AUDIT_ENTITY_TYPES,
  BLOCKED_REASONS,
  COMPANY_GROUPS,
  CONTACT_CATEGORIES,
  CONTACT_INFORMATION_TOPICS,
  LICENSING_EVENT_TYPES,
  MAIL_STATUSES,
  ORDER_STATES,
  PRINT_FIELD_TYPES,
  PRODUCT_STATUSES,
  SETTING_GROUPS,
  TRANSPORT_RESTRICTIONS,
  USER_STATES,
  VOLUME_QUANTITIES,
} from '@label-portal/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALE_RESOURCES } from './locale-resources';

/**
 * Every contract enum a screen shows, with the i18next key its labels live under (decision 315):
 * the screen shows `t(`${key}.${value}`)`. A value added to the contract without an English and a
 * French label fails here.
 */
const SHOWN_ENUMS: readonly (readonly [key: string, values: readonly (string | number)[]])[] = [
  ['enums.userState', USER_STATES],
  ['enums.addressState', ADDRESS_STATES],
  ['enums.addressCategory', ADDRESS_CATEGORIES],
  ['enums.addressHeading', ADDRESS_CATEGORIES],
  ['enums.contactCategory', CONTACT_CATEGORIES],
  ['enums.contactHeading', CONTACT_CATEGORIES],
  ['enums.licensingEventType', LICENSING_EVENT_TYPES],
  ['enums.orderState', ORDER_STATES],
  ['activation.keys.scopes', API_KEY_SCOPES],
  ['audit.entities', AUDIT_ENTITY_TYPES],
  ['approvals.company.groups', COMPANY_GROUPS],
  ['backofficeCompanies.groups', COMPANY_GROUPS],
  ['profile.company.groups', COMPANY_GROUPS],
  ['backofficeCompanies.reasons', BLOCKED_REASONS],
  ['backofficeCompanies.transport', TRANSPORT_RESTRICTIONS],
  ['settings.groups', SETTING_GROUPS],
  ['settings.topics', CONTACT_INFORMATION_TOPICS],
  ['contact.information.topics', CONTACT_INFORMATION_TOPICS],
  ['catalogue.pf.fieldTypes', PRINT_FIELD_TYPES],
  ['catalogue.status', PRODUCT_STATUSES],
  ['mail.status', MAIL_STATUSES],
  ['mail.statusName', MAIL_STATUSES],
  ['statisticsVolume.quantities', VOLUME_QUANTITIES],
];

const i18n = i18next.createInstance();
await i18n.init({ resources: LOCALE_RESOURCES, lng: 'en', fallbackLng: false, initAsync: false });

describe('the labels of the contract enums shown to users (decision 315)', () => {
  for (const language of ['en', 'fr'] as const) {
    it.each(SHOWN_ENUMS)(`every value of %s has a label in ${language}`, (key, values) => {
      expect(values.length).toBeGreaterThan(0);
      const missing = values.filter((value) => {
        const text = i18n.getFixedT(language)(`${key}.${value}`, { defaultValue: '' });
        return typeof text !== 'string' || text === '';
      });
      expect(missing).toEqual([]);
    });
  }
});
