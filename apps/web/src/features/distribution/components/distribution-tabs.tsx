import { SectionTabs } from '../../../components/section-tabs';
import { DISTRIBUTION_PATHS } from '../utils/paths';

const SECTIONS = [
  { to: DISTRIBUTION_PATHS.addressList, labelKey: 'distribution.tabs.addressList' },
  { to: DISTRIBUTION_PATHS.distribution, labelKey: 'distribution.tabs.distribution' },
] as const;

/** The address list and the redistribution side by side (the navigation's one entry opens the first). */
export function DistributionTabs() {
  return <SectionTabs labelKey="distribution.tabs.label" sections={SECTIONS} />;
}
