/** The page of one company's detail, linkable (statistics.md section 2, route company_detail). */
export function companyDetailPath(companyId: string): string {
  return `/statistics/company_detail/${encodeURIComponent(companyId)}`;
}
