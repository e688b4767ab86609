import {
  apiKeyCreateEndpoint,
  apiKeyListEndpoint,
  apiKeyRevokeEndpoint,
  backofficeActivationEndpoint,
  integrationActivationEndpoint,
} from './activation.js';
import {
  backofficeUserActivateEndpoint,
  backofficeUserListEndpoint,
  clientAddressConfirmationEndpoint,
  clientConfirmationEndpoint,
  decideClientAddressConfirmationEndpoint,
  decideClientConfirmationEndpoint,
} from './approvals.js';
import { auditLogEndpoint } from './audit.js';
import {
  loginEndpoint,
  loginStatusEndpoint,
  logoutEndpoint,
  sessionHeartbeatEndpoint,
  sessionStatusEndpoint,
} from './auth.js';
import {
  companyContractEndpoint,
  companyDetailEndpoint,
  companyProductGroupRightsEndpoint,
  companyQuotaCategoriesEndpoint,
  companySearchEndpoint,
  companyUpdateEndpoint,
} from './backoffice-companies.js';
import {
  backofficeOrderDetailEndpoint,
  backofficeOrderListEndpoint,
  backofficeOrderShipEndpoint,
  backofficeOrderTransitionEndpoint,
  backofficeRollLabelsCsvEndpoint,
  backofficeRollLabelsEndpoint,
} from './backoffice-orders.js';
import {
  backofficeResendConfirmationEndpoint,
  backofficeUserChangeEndpoint,
  backofficeUserDetailEndpoint,
} from './backoffice-users.js';
import {
  adminCatalogueEndpoint,
  createProductEndpoint,
  createProductGroupEndpoint,
  productImageEndpoint,
  savePrintFieldsEndpoint,
  saveProductImageEndpoint,
  setProductStatusEndpoint,
  updateExtraServiceEndpoint,
  updateProductEndpoint,
  updateProductGroupEndpoint,
} from './catalogue.js';
import { countryListEndpoint, userListEndpoint } from './companies.js';
import { contactInformationEndpoint, sendContactMessageEndpoint } from './contact.js';
import type { Endpoint } from './define.js';
import {
  distributionAddressListEndpoint,
  distributionHistoryEndpoint,
  sendDistributionsEndpoint,
  spoolListEndpoint,
} from './distribution.js';
import {
  documentDownloadEndpoint,
  documentListEndpoint,
  documentUploadEndpoint,
  documentUploadJsonEndpoint,
} from './documents.js';
import { healthEndpoint } from './health.js';
import { mailboxEndpoint, mailboxResendEndpoint } from './mail.js';
import { corporateNewsEndpoint, saveCorporateNewsEndpoint } from './news.js';
import {
  orderDetailEndpoint,
  orderDraftEndpoint,
  orderFieldFormatEndpoint,
  orderListEndpoint,
  productListEndpoint,
  requestCancellationEndpoint,
  sendOrderEndpoint,
  shopSettingsEndpoint,
} from './orders.js';
import { confirmPasswordEndpoint, resetPasswordEndpoint } from './passwords.js';
import {
  ownAddressDeleteEndpoint,
  ownAddressListEndpoint,
  ownAddressSaveEndpoint,
  passwordChangeEndpoint,
  usersDisableEndpoint,
  usersEnableEndpoint,
  userUpdateEndpoint,
} from './profile.js';
import { coforLookupEndpoint, confirmationEndpoint, registrationEndpoint } from './registration.js';
import { settingListEndpoint, settingPageEndpoint, settingUpdateEndpoint } from './settings.js';
import { orderFiguresEndpoint } from './statistics-order-figures.js';
import {
  orderOverviewCountEndpoint,
  orderOverviewCsvEndpoint,
  orderOverviewEndpoint,
} from './statistics-orders.js';
import {
  quotaUpdateEndpoint,
  registrationCsvEndpoint,
  registrationListEndpoint,
  statisticsCompanyDetailEndpoint,
} from './statistics-registrations.js';
import {
  volumeCompanySearchEndpoint,
  volumeStatusEndpoint,
  volumeStatusPdfEndpoint,
} from './statistics-volume.js';
import {
  supplierDataEndpoint,
  supplierFileListEndpoint,
  supplierFileUploadEndpoint,
} from './supplier-file.js';
import {
  integrationVerificationsEndpoint,
  labelInfoEndpoint,
  mapTilesEndpoint,
  verificationDownloadEndpoint,
  verificationLogEndpoint,
  verificationProductsEndpoint,
  verificationQueryEndpoint,
  verificationSuppliersEndpoint,
  verificationTagsEndpoint,
} from './verifications.js';

export * from './activation.js';
export * from './approvals.js';
export * from './audit.js';
export * from './auth.js';
export * from './backoffice-companies.js';
export * from './backoffice-orders.js';
export * from './backoffice-users.js';
export * from './catalogue.js';
export * from './companies.js';
export * from './contact.js';
export * from './define.js';
export * from './distribution.js';
export * from './documents.js';
export * from './health.js';
export * from './mail.js';
export * from './news.js';
export * from './orders.js';
export * from './passwords.js';
export * from './profile.js';
export * from './registration.js';
export * from './settings.js';
export * from './statistics-order-figures.js';
export * from './statistics-orders.js';
export * from './statistics-registrations.js';
export * from './statistics-volume.js';
export * from './supplier-file.js';
export * from './verifications.js';

/** Every endpoint of the API; the server registers each one exactly once (checked by a test). */
export const ENDPOINTS: readonly Endpoint[] = [
  loginStatusEndpoint,
  loginEndpoint,
  logoutEndpoint,
  sessionHeartbeatEndpoint,
  sessionStatusEndpoint,
  userListEndpoint,
  countryListEndpoint,
  settingListEndpoint,
  mailboxEndpoint,
  healthEndpoint,
  productListEndpoint,
  shopSettingsEndpoint,
  orderDraftEndpoint,
  orderFieldFormatEndpoint,
  sendOrderEndpoint,
  orderListEndpoint,
  orderDetailEndpoint,
  requestCancellationEndpoint,
  clientConfirmationEndpoint,
  decideClientConfirmationEndpoint,
  clientAddressConfirmationEndpoint,
  decideClientAddressConfirmationEndpoint,
  backofficeUserListEndpoint,
  backofficeUserActivateEndpoint,
  coforLookupEndpoint,
  registrationEndpoint,
  confirmationEndpoint,
  resetPasswordEndpoint,
  confirmPasswordEndpoint,
  usersEnableEndpoint,
  usersDisableEndpoint,
  userUpdateEndpoint,
  ownAddressListEndpoint,
  ownAddressSaveEndpoint,
  ownAddressDeleteEndpoint,
  passwordChangeEndpoint,
  distributionAddressListEndpoint,
  spoolListEndpoint,
  sendDistributionsEndpoint,
  distributionHistoryEndpoint,
  documentListEndpoint,
  documentUploadJsonEndpoint,
  documentUploadEndpoint,
  documentDownloadEndpoint,
  corporateNewsEndpoint,
  saveCorporateNewsEndpoint,
  sendContactMessageEndpoint,
  contactInformationEndpoint,
  auditLogEndpoint,
  backofficeUserDetailEndpoint,
  backofficeUserChangeEndpoint,
  backofficeResendConfirmationEndpoint,
  mailboxResendEndpoint,
  settingPageEndpoint,
  settingUpdateEndpoint,
  companySearchEndpoint,
  companyDetailEndpoint,
  companyUpdateEndpoint,
  companyProductGroupRightsEndpoint,
  companyQuotaCategoriesEndpoint,
  companyContractEndpoint,
  backofficeOrderListEndpoint,
  backofficeOrderDetailEndpoint,
  backofficeOrderTransitionEndpoint,
  backofficeOrderShipEndpoint,
  backofficeRollLabelsEndpoint,
  backofficeRollLabelsCsvEndpoint,
  integrationActivationEndpoint,
  integrationVerificationsEndpoint,
  verificationLogEndpoint,
  labelInfoEndpoint,
  verificationTagsEndpoint,
  verificationSuppliersEndpoint,
  verificationProductsEndpoint,
  verificationQueryEndpoint,
  verificationDownloadEndpoint,
  backofficeActivationEndpoint,
  apiKeyListEndpoint,
  apiKeyCreateEndpoint,
  apiKeyRevokeEndpoint,
  supplierFileListEndpoint,
  supplierFileUploadEndpoint,
  supplierDataEndpoint,
  adminCatalogueEndpoint,
  createProductGroupEndpoint,
  updateProductGroupEndpoint,
  createProductEndpoint,
  updateProductEndpoint,
  setProductStatusEndpoint,
  saveProductImageEndpoint,
  productImageEndpoint,
  savePrintFieldsEndpoint,
  updateExtraServiceEndpoint,
  registrationListEndpoint,
  registrationCsvEndpoint,
  statisticsCompanyDetailEndpoint,
  quotaUpdateEndpoint,
  orderOverviewEndpoint,
  orderOverviewCountEndpoint,
  orderOverviewCsvEndpoint,
  volumeStatusEndpoint,
  volumeStatusPdfEndpoint,
  volumeCompanySearchEndpoint,
  orderFiguresEndpoint,
  mapTilesEndpoint,
];
