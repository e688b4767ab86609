import {
  volumeCompanySearchEndpoint,
  volumeStatusEndpoint,
  volumeStatusPdfEndpoint,
} from '@label-portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { downloadEndpoint, saveBlob } from '../../../lib/api-download';

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

/**
 * Downloads the PDF of the status shown (in the interface's language, through the one download
 * helper) and hands it to the browser's save, named as the server names it.
 */
export async function downloadVolumeStatusPdf(company: string): Promise<void> {
  const file = await downloadEndpoint(volumeStatusPdfEndpoint, company ? { company } : undefined);
  saveBlob(file.blob, file.fileName ?? 'volume_status.pdf');
}
