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

export const companySearchEndpoint = defineEndpoint({
  name: 'backoffice:api_company_list',
  method: 'GET',
  path: '/backoffice/api/companies/',
  tags: ['backoffice'],
  summary: 'Companies by name, COFOR6, COFOR10 (prefixes), city and country, by name, keyset-paged',
  query: companySearchQuerySchema,
  reply: companyPageSchema,
  errors: [400],
});

export const companyDetailEndpoint = defineEndpoint({
  name: 'backoffice:api_company_detail',
  method: 'GET',
  path: '/backoffice/api/companies/:pk/',
  tags: ['backoffice'],
  summary: 'A company with its blocking, rights, quota, users, addresses and contacts',
  params: companyParamsSchema,
  reply: companyDetailSchema,
  errors: [404],
});

export const companyUpdateEndpoint = defineEndpoint({
  name: 'backoffice:api_company_update',
  method: 'PATCH',
  path: '/backoffice/api/companies/:pk/',
  tags: ['backoffice'],
  summary: 'Changes blocking flags, transport restriction, handling included (stale version 409)',
  params: companyParamsSchema,
  body: companyUpdateBodySchema,
  reply: companyDetailSchema,
  errors: [400, 404, 409],
});

export const companyProductGroupRightsEndpoint = defineEndpoint({
  name: 'backoffice:api_company_product_groups',
  method: 'PUT',
  path: '/backoffice/api/companies/:pk/product_groups/',
  tags: ['backoffice'],
  summary: 'Sets can_order per product group (T accounts only, decision 205; stale version 409)',
  params: companyParamsSchema,
  body: companyProductGroupRightsBodySchema,
  reply: companyDetailSchema,
  errors: [400, 404, 409],
});

export const companyQuotaCategoriesEndpoint = defineEndpoint({
  name: 'backoffice:api_company_quota_categories',
  method: 'PUT',
  path: '/backoffice/api/companies/:pk/quota_categories/',
  tags: ['backoffice'],
  summary:
    'Sets the quota categories (product groups marked as quota categories; decision 187; stale version 409)',
  params: companyParamsSchema,
  body: companyQuotaCategoriesBodySchema,
  reply: companyDetailSchema,
  errors: [400, 404, 409],
});

export const companyContractEndpoint = defineEndpoint({
  name: 'backoffice:api_company_contract',
  method: 'POST',
  path: '/backoffice/api/companies/:pk/contracts/',
  tags: ['backoffice'],
  summary:
    'Adds a CONTRACT licensing event: the amount adds to the product group balance (stale version 409)',
  params: companyParamsSchema,
  body: companyContractBodySchema,
  reply: companyDetailSchema,
  status: 201,
  errors: [400, 404, 409],
});
