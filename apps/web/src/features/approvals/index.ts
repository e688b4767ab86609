export { AddressApproval } from './components/address-approval';
export { UserApproval } from './components/user-approval';
