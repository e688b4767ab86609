import { type CoforLookupReply, coforLookupEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** GET /accounts/api/cofor_list/: the lookup's mode and the companies to choose from. */
export function lookUpCompanyCode(code: { cofor6: string; cofor10: string }): Promise<CoforLookupReply> {
  const query = code.cofor6 !== '' ? { q_cofor6: code.cofor6 } : { q_cofor10: code.cofor10 };
  return callEndpoint(coforLookupEndpoint, { query, noRedirect: true });
}
