import { type Address, NOTIFICATION_DURATION_MS, type OwnAddressBody } from '@label-portal/contract';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../../components/address-block';
import { saveAddress } from '../api/save-address';
import type { DeliveryState } from '../utils/delivery-state';
import { AddressForm } from './address-form';
import { ProfileSection } from './profile-section';

function bodyOf(
  address: Omit<Address, 'pk' | 'category' | 'company_id' | 'country' | 'state'>,
): OwnAddressBody {
  return {
    category: 'DELIVERY',
    company_name: address.company_name,
    street_address: address.street_address,
    address_details: address.address_details,
    postal_code: address.postal_code,
    city: address.city,
    country_code: address.country_code,
  };
}

const EMPTY: OwnAddressBody = bodyOf({
  company_name: '',
  street_address: '',
  address_details: '',
  postal_code: '',
  city: '',
  country_code: 'FR',
});

/**
 * The company's own delivery address (T companies): waiting for approval (shown, not editable),
 * approved (edit and resubmit), rejected (the feedback, the proposal prefilled) or none yet.
 */
export function DeliveryAddressSection({ state }: { state: DeliveryState }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submit = async (body: OwnAddressBody) => {
    await saveAddress(body);
    notifications.show({
      message: t('profile.delivery.sent'),
      color: 'teal',
      autoClose: NOTIFICATION_DURATION_MS,
    });
    await queryClient.invalidateQueries({ queryKey: ['accounts'] });
  };
  const form = (initial: OwnAddressBody) => (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('profile.delivery.editHeading')}
      </Title>
      <AddressForm initial={initial} submitLabel={t('profile.delivery.submit')} onSubmit={submit} />
    </Stack>
  );

  return (
    <ProfileSection id="profile-delivery" title={t('profile.delivery.heading')}>
      {state.kind === 'pending' && (
        <>
          <Alert color="yellow" variant="light" title={t('profile.delivery.pendingTitle')}>
            {t('profile.delivery.pending')}
          </Alert>
          <AddressBlock address={state.address} emptyText="" />
        </>
      )}
      {state.kind === 'approved' && (
        <>
          <Group gap="sm" align="flex-start">
            <AddressBlock address={state.address} emptyText="" />
            <Badge color="teal" variant="light">
              {t('profile.delivery.approved')}
            </Badge>
          </Group>
          {form(bodyOf(state.address))}
        </>
      )}
      {state.kind === 'rejected' && (
        <>
          <Alert color="red" variant="light" title={t('profile.delivery.rejectedTitle')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {state.feedback
                ? t('profile.delivery.rejectedFeedback', { feedback: state.feedback })
                : t('profile.delivery.rejectedNoFeedback')}
            </Text>
          </Alert>
          {form(bodyOf(state.proposal))}
        </>
      )}
      {state.kind === 'none' && (
        <>
          <Text>{t('profile.delivery.none')}</Text>
          {form(EMPTY)}
        </>
      )}
    </ProfileSection>
  );
}
