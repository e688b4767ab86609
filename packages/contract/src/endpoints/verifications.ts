import {
  labelInfoParamsSchema,
  labelInfoReplySchema,
  mapTilesSchema,
  verificationBatchSchema,
  verificationDownloadQuerySchema,
  verificationIngestResultSchema,
  verificationLogParamsSchema,
  verificationLogSchema,
  verificationLookupQuerySchema,
  verificationQueryReplySchema,
  verificationQuerySchema,
  verificationStringListSchema,
  verificationSupplierListSchema,
  verificationSupplierLookupQuerySchema,
  verificationsCsvSchema,
} from '../schemas/verifications.js';
import { defineEndpoint } from './define.js';

/** The authentication service's batches of label authentications (decision 252). */
export const integrationVerificationsEndpoint = defineEndpoint({
  name: 'integration:api_verifications',
  method: 'POST',
  path: '/integration/api/verifications/',
  tags: ['integration'],
  summary:
    'Receives up to 10,000 label authentications: a JSON array (Content-Type application/json) or NDJSON, ' +
    'one event a line (application/x-ndjson). Each event is checked on its own: refused ones come back ' +
    'with their line (1-based) and field messages, the good ones are kept; a re-sent event id is counted ' +
    'as a duplicate and changes nothing. Authenticated by an API key of scope verification_ingest: ' +
    '`Authorization: Bearer <key>`; no session, no CSRF token.',
  body: verificationBatchSchema,
  reply: verificationIngestResultSchema,
  errors: [400, 401, 403, 413, 429],
});

/*
 * The statistics of label authentications (statistics.md section 7; issue 14). Every call needs
 * orders.view_order; statistics.* sees every company's scans, anyone else only the scans of their
 * own company's labels (another company's verification answers 404).
 */

export const verificationQueryEndpoint = defineEndpoint({
  name: 'statistics:api_verifications',
  method: 'POST',
  path: '/statistics/api/verifications/',
  tags: ['statistics'],
  summary:
    'Label authentications aggregated: markers (buckets or single hits), by_spool, by_company, by_country, ' +
    'hit_count, date_histogram or by_company_by_product, under the filters of the body',
  body: verificationQuerySchema,
  reply: verificationQueryReplySchema,
  errors: [400, 401, 403],
});

export const verificationDownloadEndpoint = defineEndpoint({
  name: 'statistics:api_verifications_download',
  method: 'GET',
  path: '/statistics/api/verifications/download/',
  tags: ['statistics'],
  summary:
    'Every verification matching the filters as `<yyyy-MM-dd>_verifications.csv` (;, UTF-8 BOM, formula cells escaped), streamed',
  query: verificationDownloadQuerySchema,
  reply: verificationsCsvSchema,
  errors: [400, 401, 403],
});

export const verificationLogEndpoint = defineEndpoint({
  name: 'statistics:api_verification_log',
  method: 'GET',
  path: '/statistics/api/verifications/:id',
  tags: ['statistics'],
  summary: "One verification's log for the map popup, by the id a single hit or bucket gives",
  params: verificationLogParamsSchema,
  reply: verificationLogSchema,
  errors: [400, 401, 403, 404],
});

export const labelInfoEndpoint = defineEndpoint({
  name: 'statistics:api_label_info',
  method: 'GET',
  path: '/statistics/api/label_info/:id',
  tags: ['statistics'],
  summary:
    'A label by its 12-character id or its object id (digits, without #): roll, product, order, buyer, redistribution; {} when unknown',
  params: labelInfoParamsSchema,
  reply: labelInfoReplySchema,
  errors: [400, 401, 403],
});

export const verificationTagsEndpoint = defineEndpoint({
  name: 'statistics:api_tags',
  method: 'GET',
  path: '/statistics/api/tags/',
  tags: ['statistics'],
  summary: 'Tags of the scans the user may see, those holding `search` first (at most 50)',
  query: verificationLookupQuerySchema,
  reply: verificationStringListSchema,
  errors: [400, 401, 403],
});

export const verificationSuppliersEndpoint = defineEndpoint({
  name: 'statistics:api_suppliers',
  method: 'GET',
  path: '/statistics/api/suppliers/',
  tags: ['statistics'],
  summary:
    "Supplier companies for the companies filter: id, name, cofor10, matching `search` (at most 50), or the companies of `ids` (the names of a URL's choice)",
  query: verificationSupplierLookupQuerySchema,
  reply: verificationSupplierListSchema,
  errors: [400, 401, 403],
});

export const verificationProductsEndpoint = defineEndpoint({
  name: 'statistics:api_products',
  method: 'GET',
  path: '/statistics/api/products/',
  tags: ['statistics'],
  summary:
    'Customer references of products for the customer references filter, matching `search` (at most 50)',
  query: verificationLookupQuerySchema,
  reply: verificationStringListSchema,
  errors: [400, 401, 403],
});

/** The tile layers of the authentications map, from the settings (decision 260). */
export const mapTilesEndpoint = defineEndpoint({
  name: 'statistics:api_map_tiles',
  method: 'GET',
  path: '/statistics/api/map_tiles/',
  tags: ['statistics'],
  summary: "The addresses of the authentications map's tile layers: English, German, Localized",
  reply: mapTilesSchema,
  errors: [401, 403],
});
