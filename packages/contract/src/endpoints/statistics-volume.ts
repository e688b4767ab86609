import {
  volumeCompanyListSchema,
  volumeCompanySearchQuerySchema,
  volumeStatusPdfSchema,
  volumeStatusQuerySchema,
  volumeStatusSchema,
} from '../schemas/statistics-volume.js';
import { defineEndpoint } from './define.js';

const tags = ['statistics'];

export const volumeStatusEndpoint = defineEndpoint({
  name: 'statistics:api_volume_status',
  method: 'GET',
  path: '/statistics/api/volume_status/',
  tags,
  summary:
    'Initial, available, ordered, delivered and activated labels per product group, for one company or all (decisions 235-236)',
  query: volumeStatusQuerySchema,
  reply: volumeStatusSchema,
  errors: [400, 401, 403, 404],
});

export const volumeStatusPdfEndpoint = defineEndpoint({
  name: 'statistics:api_volume_status_pdf',
  method: 'GET',
  path: '/statistics/api/volume_status/pdf/',
  tags,
  summary: 'The volume status as `<yyyy-MM-dd>_volume_status.pdf`, in the request’s language (decision 237)',
  query: volumeStatusQuerySchema,
  reply: volumeStatusPdfSchema,
  errors: [400, 401, 403, 404],
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
