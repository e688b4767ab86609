import { ProfileScreen } from '../../features/profile';

/** /accounts/profile: UPDATE PROFILE. */
export function ProfileRoute() {
  return <ProfileScreen />;
}
