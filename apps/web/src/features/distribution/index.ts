/**
 * The address list and the redistribution of rolls (accounts-and-site.md sections 2 and 4): the
 * screens, the tabs between them, and the pending list's sign-out.
 */
export { AddressListScreen } from './components/address-list-screen';
export { DistributionScreen } from './components/distribution-screen';
export { DistributionTabs } from './components/distribution-tabs';
export { pendingActions } from './hooks/use-pending-distributions';
export { DISTRIBUTION_PATHS } from './utils/paths';
