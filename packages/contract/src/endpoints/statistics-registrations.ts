import {
  companyDetailParamsSchema,
  quotaUpdateBodySchema,
  registrationCsvQuerySchema,
  registrationPageSchema,
  registrationQuerySchema,
  registrationsCsvSchema,
  statisticsCompanyDetailSchema,
} from '../schemas/statistics-registrations.js';
import { defineEndpoint } from './define.js';

export const registrationListEndpoint = defineEndpoint({
  name: 'statistics:api_registrations',
  method: 'GET',
  path: '/statistics/api/registrations/',
  tags: ['statistics'],
  summary:
    'Registered supplier companies, filtered and sorted on the server, keyset-paged; the count on the first page (decision 220)',
  query: registrationQuerySchema,
  reply: registrationPageSchema,
  errors: [400, 401, 403],
});

export const registrationCsvEndpoint = defineEndpoint({
  name: 'statistics:api_registrations_csv',
  method: 'GET',
  path: '/statistics/api/registrations/csv/',
  tags: ['statistics'],
  summary:
    'Every registration matching the filters as `<yyyy-MM-dd>_registrations.csv` (;, UTF-8 BOM, formula cells escaped), streamed (decision 222)',
  query: registrationCsvQuerySchema,
  reply: registrationsCsvSchema,
  errors: [400, 401, 403],
});

export const statisticsCompanyDetailEndpoint = defineEndpoint({
  name: 'statistics:api_company_detail',
  method: 'GET',
  path: '/statistics/api/company_detail/:id',
  tags: ['statistics'],
  summary: 'A company by its cofor6_cofor10 id: users, contacts, addresses, quotas, licensing events, rights',
  params: companyDetailParamsSchema,
  reply: statisticsCompanyDetailSchema,
  errors: [400, 401, 403, 404],
});

export const quotaUpdateEndpoint = defineEndpoint({
  name: 'orders:api_quota_update',
  method: 'PUT',
  path: '/orders/api/quota_update/',
  tags: ['orders'],
  summary:
    'Sets the product-group rights of a T company to the ticked ids (the three quota rights; decision 223); answers the company detail',
  body: quotaUpdateBodySchema,
  reply: statisticsCompanyDetailSchema,
  errors: [400, 401, 403, 404],
});
