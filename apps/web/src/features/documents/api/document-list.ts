import { documentListEndpoint, type Language } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** GET /information/api/document_list/: the documents by language, the categories, the size limit. */
export function documentListQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['information', 'documents', language] as const,
    queryFn: ({ signal }) => callEndpoint(documentListEndpoint, { signal }),
  });
}
