import { supplierFileListEndpoint, supplierFileUploadEndpoint } from '@label-portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { uploadToEndpoint } from '../../../lib/api-upload';

/** Uploads per page of the history. */
export const SUPPLIER_FILE_PAGE_SIZE = 20;

/** GET /backoffice/api/supplier_files/?before=…: newest first, "load more" follows next_before. */
export function supplierFilesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['backoffice', 'supplier-files'] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(supplierFileListEndpoint, {
        query: {
          limit: String(SUPPLIER_FILE_PAGE_SIZE),
          ...(pageParam !== undefined ? { before: String(pageParam) } : {}),
        },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** POST /backoffice/api/supplier_files/ as multipart/form-data, telling the progress as it goes. */
export function uploadSupplierFile(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadToEndpoint(supplierFileUploadEndpoint, form, { onProgress });
}
