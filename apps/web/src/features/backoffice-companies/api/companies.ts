import {
  type CompanyContractBody,
  type CompanyProductGroupRightsBody,
  type CompanyQuotaCategoriesBody,
  type CompanyUpdateBody,
  companyContractEndpoint,
  companyDetailEndpoint,
  companyProductGroupRightsEndpoint,
  companyQuotaCategoriesEndpoint,
  companySearchEndpoint,
  companyUpdateEndpoint,
} from '@label-portal/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const COMPANY_FILTERS = ['name', 'cofor6', 'cofor10', 'city', 'country'] as const;
export type CompanyFilters = Partial<Record<(typeof COMPANY_FILTERS)[number], string>>;

/** GET /backoffice/api/companies/: "load more" follows `next` (keyset). */
export function companySearchQueryOptions(filters: CompanyFilters) {
  return infiniteQueryOptions({
    queryKey: ['backoffice', 'companies', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(companySearchEndpoint, {
        query: { ...filters, ...(pageParam ? { after: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export const companyDetailKey = (id: number) => ['backoffice', 'company', id] as const;

export function companyDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: companyDetailKey(id),
    queryFn: () => callEndpoint(companyDetailEndpoint, { params: { pk: String(id) } }),
  });
}

export function updateCompany(id: number, body: CompanyUpdateBody) {
  return callEndpoint(companyUpdateEndpoint, { params: { pk: String(id) }, body, noRedirect: true });
}

export function saveProductGroupRights(id: number, body: CompanyProductGroupRightsBody) {
  return callEndpoint(companyProductGroupRightsEndpoint, {
    params: { pk: String(id) },
    body,
    noRedirect: true,
  });
}

export function saveQuotaCategories(id: number, body: CompanyQuotaCategoriesBody) {
  return callEndpoint(companyQuotaCategoriesEndpoint, {
    params: { pk: String(id) },
    body,
    noRedirect: true,
  });
}

export function addContract(id: number, body: CompanyContractBody) {
  return callEndpoint(companyContractEndpoint, { params: { pk: String(id) }, body, noRedirect: true });
}
