import {
  supplierDataFileSchema,
  supplierFileListQuerySchema,
  supplierFileListSchema,
  supplierFileRefusalSchema,
  supplierFileSchema,
} from '../schemas/supplier-file.js';
import { defineEndpoint } from './define.js';

export const supplierFileListEndpoint = defineEndpoint({
  name: 'backoffice:api_supplier_file_list',
  method: 'GET',
  path: '/backoffice/api/supplier_files/',
  tags: ['backoffice'],
  summary:
    'The uploads of the supplier file, newest first (the current one marked), by keyset: `before` an id',
  query: supplierFileListQuerySchema,
  reply: supplierFileListSchema,
  errors: [400, 401, 403],
});

export const supplierFileUploadEndpoint = defineEndpoint({
  name: 'backoffice:api_supplier_file_upload',
  method: 'POST',
  path: '/backoffice/api/supplier_files/',
  tags: ['backoffice'],
  summary:
    'Loads a supplier file (multipart/form-data, one CSV in "file"), all or nothing: a file with any refused line loads nothing and answers 400 with the report (line, column, reason)',
  reply: supplierFileSchema,
  status: 201,
  errors: [401, 403, 413],
  otherReplies: { 400: supplierFileRefusalSchema },
});

export const supplierDataEndpoint = defineEndpoint({
  name: 'psa_accounts:supplier_data',
  method: 'GET',
  path: '/psa_accounts/supplier_data/',
  tags: ['psa_accounts'],
  summary: 'The latest supplier file as a CSV attachment (streamed)',
  reply: supplierDataFileSchema,
  errors: [401, 403, 404],
});
