/**
 * The profile screen: company information and users, addresses, the own account and password; its
 * address form and calls, which the address list reuses.
 */
export { ownAddressesQueryOptions } from './api/own-addresses';
export { saveAddress } from './api/save-address';
export { AddressForm } from './components/address-form';
export { ProfileScreen } from './components/profile-screen';
