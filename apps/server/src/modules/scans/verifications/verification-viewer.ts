import { hasRight, RIGHTS } from '@label-portal/contract';

/**
 * Who reads label-authentication statistics (decision 255): statistics.* sees every company's scans;
 * anyone else (a supplier with orders.view_order) only the scans of their own company's labels,
 * wherever they were made.
 */
export type VerificationViewer = { companyId: number; rights: readonly string[] };

/** The company the viewer is limited to, or null when they see every company. */
export function companyScopeOf(viewer: VerificationViewer): number | null {
  return hasRight(viewer.rights, RIGHTS.statisticsAny) ? null : viewer.companyId;
}
