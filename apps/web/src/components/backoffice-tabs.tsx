import { BACKOFFICE_TAB_SCREENS, SCREENS } from '@label-portal/contract';
import { SectionTabs } from './section-tabs';

/** The back office's screens of the screen table, in its order (decision 319). */
const SECTIONS = BACKOFFICE_TAB_SCREENS.map((key) => ({
  to: SCREENS[key].path,
  labelKey: SCREENS[key].titleKey,
}));

/** The back office's screens side by side (the main navigation's "Back office" opens one of them). */
export function BackofficeTabs() {
  return <SectionTabs labelKey="nav.backofficeSections" sections={SECTIONS} />;
}
