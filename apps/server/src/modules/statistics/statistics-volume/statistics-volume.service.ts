import {
  businessDate,
  hasStaffScope,
  type Language,
  MESSAGE,
  VOLUME_COMPANY_SEARCH_LIMIT,
  VOLUME_QUANTITIES,
  type VolumeCompany,
  type VolumeCompanyList,
  type VolumeFigures,
  type VolumeStatus,
} from '@label-portal/contract';
import { AppError } from '../../../lib/app-error.js';
import {
  type CompanyRecord,
  findCompanyById,
  findSupplierByCofor10,
  findVolumeByProductGroup,
  searchSuppliers,
} from './statistics-volume.repository.js';
import type { StatisticsVolumeDeps } from './statistics-volume-deps.js';
import { renderVolumeStatusPdf } from './volume-status-pdf.js';

/** Who asks: their rights decide the scope, their company is the only one without a staff scope. */
export type VolumeViewer = { companyId: number; rights: readonly string[] };

const notFound = () => new AppError('NOT_FOUND', { detail: MESSAGE.companyNotFound });

function toCompany(record: CompanyRecord): VolumeCompany {
  return {
    id: `${record.cofor6}_${record.cofor10}`,
    name: record.name,
    cofor6: record.cofor6,
    cofor10: record.cofor10,
  };
}

/** The company of a cofor6_cofor10 id, or 404 (cofor6 and cofor10 both must match, any case). */
async function companyOfId(deps: StatisticsVolumeDeps, id: string): Promise<CompanyRecord> {
  const separator = id.lastIndexOf('_');
  const cofor6 = id.slice(0, separator).toUpperCase();
  const company = await findSupplierByCofor10(deps.db, id.slice(separator + 1).toUpperCase());
  if (!company || company.cofor6.toUpperCase() !== cofor6) throw notFound();
  return company;
}

/**
 * The company the status is for (decision 236): with a staff scope the one asked for, or every
 * company (null); without, always the user's own, and another company's id answers 404.
 */
async function scopeOf(
  deps: StatisticsVolumeDeps,
  viewer: VolumeViewer,
  companyId: string | undefined,
): Promise<CompanyRecord | null> {
  const isStaff = hasStaffScope(viewer.rights);
  if (companyId) {
    const company = await companyOfId(deps, companyId);
    if (!isStaff && company.id !== viewer.companyId) throw notFound();
    return company;
  }
  if (isStaff) return null;
  const own = await findCompanyById(deps.db, viewer.companyId);
  if (!own) throw notFound();
  return own;
}

function emptyFigures(): VolumeFigures {
  return { initial: 0, available: 0, ordered: 0, delivered: 0, activated: 0 };
}

export async function readVolumeStatus(
  deps: StatisticsVolumeDeps,
  viewer: VolumeViewer,
  query: { company?: string | undefined },
): Promise<VolumeStatus> {
  const company = await scopeOf(deps, viewer, query.company);
  const records = await findVolumeByProductGroup(deps.db, company?.id ?? null);
  const totals = emptyFigures();
  const rows = records.map((record) => {
    const row = {
      product_group_id: record.product_group_id,
      product_group: record.product_group,
      ...emptyFigures(),
    };
    for (const quantity of VOLUME_QUANTITIES) {
      row[quantity] = Number(record[quantity]);
      totals[quantity] += row[quantity];
    }
    return row;
  });
  return {
    company: company ? toCompany(company) : null,
    can_choose_company: hasStaffScope(viewer.rights),
    rows,
    totals,
  };
}

/** The status as `<yyyy-MM-dd>_volume_status.pdf` in the request's language (decision 237). */
export async function openVolumeStatusPdf(
  deps: StatisticsVolumeDeps,
  viewer: VolumeViewer,
  query: { company?: string | undefined },
  language: Language,
): Promise<{ filename: string; stream: NodeJS.ReadableStream }> {
  const status = await readVolumeStatus(deps, viewer, query);
  const now = deps.now();
  return {
    filename: `${businessDate(now)}_volume_status.pdf`,
    stream: renderVolumeStatusPdf(status, { language, now }),
  };
}

/** The chooser's companies: any supplier with a staff scope, else the user's own when it matches. */
export async function searchVolumeCompanies(
  deps: StatisticsVolumeDeps,
  viewer: VolumeViewer,
  query: { search?: string | undefined },
): Promise<VolumeCompanyList> {
  const search = query.search ?? '';
  if (hasStaffScope(viewer.rights)) {
    const found = await searchSuppliers(deps.db, search, VOLUME_COMPANY_SEARCH_LIMIT);
    return { companies: found.map(toCompany) };
  }
  const own = await findCompanyById(deps.db, viewer.companyId);
  const text = search.toLowerCase();
  const isMatch =
    own && [own.name, own.cofor6, own.cofor10].some((value) => value.toLowerCase().startsWith(text));
  return { companies: own && isMatch ? [toCompany(own)] : [] };
}
