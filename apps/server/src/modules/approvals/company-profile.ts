import type { ApprovalCompanyProfile } from '@label-portal/contract';
import type { CompanyRow } from './approvals.repository.js';

/** The company as the approvers see it. */
export function toApprovalCompanyProfile(company: CompanyRow): ApprovalCompanyProfile {
  return {
    pk: company.id,
    name: company.name,
    cofor6: company.cofor6,
    cofor10: company.cofor10,
    company_group: company.companyGroup,
    vat_identification_no: company.vatIdentificationNo,
    duns: company.duns,
    destination: company.destination,
    part_numbers: company.partNumbers,
  };
}
