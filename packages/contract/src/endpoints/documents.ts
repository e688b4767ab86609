import {
  documentFileSchema,
  documentListSchema,
  documentSchema,
  documentUploadBodySchema,
} from '../schemas/documents.js';
import { pkParamsSchema } from '../schemas/primitives.js';
import { defineEndpoint } from './define.js';

const tags = ['information'];

/** Both ways of uploading a document: a new version, answered with it; 413 above the size limit. */
const documentUpload = {
  tags,
  reply: documentSchema,
  status: 201,
  errors: [400, 401, 403, 413],
} as const;

export const documentListEndpoint = defineEndpoint({
  name: 'information:api_document_list.get',
  method: 'GET',
  path: '/information/api/document_list/',
  tags,
  summary:
    'The latest version of every document, grouped by language, with the categories and the size limit',
  reply: documentListSchema,
  errors: [401, 403],
});

export const documentUploadJsonEndpoint = defineEndpoint({
  ...documentUpload,
  name: 'information:api_document_list.post',
  method: 'POST',
  path: '/information/api/document_list/',
  summary:
    'Uploads a document as a base64 data URL: a new version of the category in that language (type read from the content)',
  body: documentUploadBodySchema,
});

export const documentUploadEndpoint = defineEndpoint({
  ...documentUpload,
  name: 'information:api_document_upload',
  method: 'POST',
  path: '/information/api/document_upload/',
  summary:
    'Uploads a document as multipart/form-data (fields category_id, language, description; one file in "file"), read as a stream up to the size limit',
});

export const documentDownloadEndpoint = defineEndpoint({
  name: 'information:api_document_download',
  method: 'GET',
  path: '/information/api/documents/:pk/download/',
  tags,
  summary:
    'The bytes of one document version, as an attachment named by the server, with the type read from its content',
  params: pkParamsSchema,
  reply: documentFileSchema,
  errors: [400, 401, 403, 404],
});
