/** The profile screen: company information and users, addresses, the own account and password. */
export { ProfileScreen } from './components/profile-screen';
