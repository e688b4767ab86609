import { documentUploadEndpoint, type Language } from '@label-portal/contract';
import { uploadToEndpoint } from '../../../lib/api-upload';

export type UploadFields = { category_id: string; language: Language; description: string; file: File };

/**
 * POST /information/api/document_upload/ as multipart/form-data (the text fields first, then the
 * file), telling the progress of the upload as it goes.
 */
export function uploadDocument(fields: UploadFields, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('category_id', fields.category_id);
  form.append('language', fields.language);
  form.append('description', fields.description);
  form.append('file', fields.file, fields.file.name);
  return uploadToEndpoint(documentUploadEndpoint, form, { onProgress });
}
