import { keepsOwnDeliveryAddress } from '@label-portal/contract';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../../components/address-block';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import { companyUsersQueryOptions } from '../api/company-users';
import { ownAddressesQueryOptions } from '../api/own-addresses';
import { deliveryStateOf } from '../utils/delivery-state';
import { CompanyInformation } from './company-information';
import { CompanyUsers } from './company-users';
import { DeliveryAddressSection } from './delivery-address-section';
import { PasswordChangeForm } from './password-change-form';
import { ProfileSection } from './profile-section';
import { UserProfileForm } from './user-profile-form';

/** /accounts/profile: company information, company users, addresses, user profile, password. */
export function ProfileScreen() {
  const { t, i18n } = useTranslation();
  const users = useQuery(companyUsersQueryOptions);
  const addresses = useQuery(ownAddressesQueryOptions(i18n.language));
  const account = users.data?.[0];
  const company = account?.company_profile;

  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>{t('profile.title')}</Title>
      {users.isPending && <LoadingStatus label={t('app.loading')} />}
      {users.isError && <LoadError text={t('profile.loadFailed')} onRetry={() => users.refetch()} />}
      {account && company && (
        <>
          <CompanyInformation company={company} />
          <CompanyUsers users={users.data ?? []} ownPk={account.pk} />
          <ProfileSection id="profile-billing" title={t('profile.billing.heading')}>
            <AddressBlock address={company.billing_address} emptyText={t('profile.billing.none')} />
          </ProfileSection>
          {keepsOwnDeliveryAddress(company.cofor10) && addresses.data && (
            <DeliveryAddressSection
              key={JSON.stringify(addresses.data)}
              state={deliveryStateOf(addresses.data)}
            />
          )}
          <UserProfileForm key={account.phone} account={account} />
          <PasswordChangeForm />
        </>
      )}
    </Stack>
  );
}
