import { auditLogEndpoint } from '@label-portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Rows per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** The filters of the audit screen, as in the URL (empty strings are no filter). */
export type AuditFilters = {
  entity_type: string;
  /** One action of the contract's list (decision 188). */
  action: string;
  entity_id: string;
  user: string;
  company: string;
  from: string;
  to: string;
};

export const AUDIT_FILTER_KEYS = [
  'entity_type',
  'action',
  'entity_id',
  'user',
  'company',
  'from',
  'to',
] as const;

/** GET /backoffice/api/audit/: newest first; "load more" follows next_before (keyset). */
export function auditLogQueryOptions(filters: AuditFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return infiniteQueryOptions({
    queryKey: ['backoffice', 'audit', query] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(auditLogEndpoint, {
        query: {
          ...query,
          limit: String(AUDIT_PAGE_SIZE),
          ...(pageParam !== undefined ? { before: String(pageParam) } : {}),
        },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}
