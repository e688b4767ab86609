import {
  companyContractBodySchema,
  companyDetailSchema,
  companyPageSchema,
  companyParamsSchema,
  companyProductGroupRightsBodySchema,
  companyQuotaCategoriesBodySchema,
  companySearchQuerySchema,
  companyUpdateBodySchema,
} from '../schemas/backoffice-companies.js';
import { defineEndpoint } from './define.js';

const tags = ['backoffice'];

/** Every change of a company: by its pk, answering the company's detail; a stale version is 409. */
const companyChange = {
  tags,
  params: companyParamsSchema,
  reply: companyDetailSchema,
  errors: [400, 404, 409],
} as const;

export const companySearchEndpoint = defineEndpoint({
  name: 'backoffice:api_company_list',
  method: 'GET',
  path: '/backoffice/api/companies/',
  tags,
  summary: 'Companies by name, COFOR6, COFOR10 (prefixes), city and country, by name, keyset-paged',
  query: companySearchQuerySchema,
  reply: companyPageSchema,
  errors: [400],
});

export const companyDetailEndpoint = defineEndpoint({
  name: 'backoffice:api_company_detail',
  method: 'GET',
  path: '/backoffice/api/companies/:pk/',
  tags,
  summary: 'A company with its blocking, rights, quota, users, addresses and contacts',
  params: companyParamsSchema,
  reply: companyDetailSchema,
  errors: [404],
});

export const companyUpdateEndpoint = defineEndpoint({
  ...companyChange,
  name: 'backoffice:api_company_update',
  method: 'PATCH',
  path: '/backoffice/api/companies/:pk/',
  summary: 'Changes blocking flags, transport restriction, handling included (stale version 409)',
  body: companyUpdateBodySchema,
});

export const companyProductGroupRightsEndpoint = defineEndpoint({
  ...companyChange,
  name: 'backoffice:api_company_product_groups',
  method: 'PUT',
  path: '/backoffice/api/companies/:pk/product_groups/',
  summary: 'Sets can_order per product group (T accounts only, decision 205; stale version 409)',
  body: companyProductGroupRightsBodySchema,
});

export const companyQuotaCategoriesEndpoint = defineEndpoint({
  ...companyChange,
  name: 'backoffice:api_company_quota_categories',
  method: 'PUT',
  path: '/backoffice/api/companies/:pk/quota_categories/',
  summary:
    'Sets the quota categories (product groups marked as quota categories; decision 187; stale version 409)',
  body: companyQuotaCategoriesBodySchema,
});

export const companyContractEndpoint = defineEndpoint({
  ...companyChange,
  name: 'backoffice:api_company_contract',
  method: 'POST',
  path: '/backoffice/api/companies/:pk/contracts/',
  summary:
    'Adds a CONTRACT licensing event: the amount adds to the product group balance (stale version 409)',
  body: companyContractBodySchema,
  status: 201,
});
