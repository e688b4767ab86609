import {
  volumeCompanyListSchema,
  volumeCompanySearchQuerySchema,
  volumeStatusPdfSchema,
  volumeStatusQuerySchema,
  volumeStatusSchema,
} from '../schemas/statistics-volume.js';
import { defineEndpoint } from './define.js';

const tags = ['statistics'];

/** The volume status, on screen or as PDF: the same query and the same refusals. */
const volumeStatusRead = {
  tags,
  query: volumeStatusQuerySchema,
  errors: [400, 401, 403, 404],
} as const;

export const volumeStatusEndpoint = defineEndpoint({
  ...volumeStatusRead,
  name: 'statistics:api_volume_status',
  method: 'GET',
  path: '/statistics/api/volume_status/',
  summary:
    'Initial, available, ordered, delivered and activated labels per product group, for one company or all (decisions 235-236)',
  reply: volumeStatusSchema,
});

export const volumeStatusPdfEndpoint = defineEndpoint({
  ...volumeStatusRead,
  name: 'statistics:api_volume_status_pdf',
  method: 'GET',
  path: '/statistics/api/volume_status/pdf/',
  summary: 'The volume status as `<yyyy-MM-dd>_volume_status.pdf`, in the request’s language (decision 237)',
  reply: volumeStatusPdfSchema,
});

export const volumeCompanySearchEndpoint = defineEndpoint({
  name: 'statistics:api_volume_status_companies',
  method: 'GET',
  path: '/statistics/api/volume_status/companies/',
  tags,
  summary:
    'The volume status’s company chooser: supplier companies by the start of name, COFOR6 or COFOR10 (own company only without a staff scope)',
  query: volumeCompanySearchQuerySchema,
  reply: volumeCompanyListSchema,
  errors: [400, 401, 403],
});
