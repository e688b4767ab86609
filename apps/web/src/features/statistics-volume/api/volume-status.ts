import {
  volumeCompanySearchEndpoint,
  volumeStatusEndpoint,
  volumeStatusPdfEndpoint,
} from '@label-portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { buildUrl, callEndpoint } from '../../../lib/api-client';

/** GET statistics/api/volume_status/: one company (cofor6_cofor10) or '' for all (staff) / own. */
export function volumeStatusQueryOptions(company: string) {
  return queryOptions({
    queryKey: ['statistics', 'volume-status', company] as const,
    queryFn: ({ signal }) =>
      callEndpoint(volumeStatusEndpoint, { query: company ? { company } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The chooser's companies: the start of name, COFOR6 or COFOR10, searched by the server. */
export function volumeCompaniesQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['statistics', 'volume-status', 'companies', search] as const,
    queryFn: ({ signal }) =>
      callEndpoint(volumeCompanySearchEndpoint, { query: search ? { search } : {}, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The URL of the PDF of the status shown. */
export function volumeStatusPdfUrl(company: string): string {
  return buildUrl(volumeStatusPdfEndpoint.path, company ? { company } : undefined);
}
