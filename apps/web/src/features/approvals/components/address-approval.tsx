import type { AddressApprovalData } from '@label-portal/contract';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../../components/address-block';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay } from '../../../lib/format-date';
import { addressApprovalQueryOptions } from '../api/address-approval';
import { decideAddressApproval } from '../api/decide-address-approval';
import { isDecided } from '../utils/refusal';
import { ApprovalScreen } from './approval-screen';
import { CompanySummary } from './company-summary';

function AddressDetails({ data }: { data: AddressApprovalData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const previous = data.history[0];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('approvals.address.proposedHeading', {
              category: t(`enums.addressHeading.${data.address.category}`),
            })}
          </Title>
          <AddressBlock address={data.address} emptyText="" />
        </Stack>
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('approvals.address.previousHeading')}
          </Title>
          <AddressBlock address={previous} emptyText={t('approvals.address.noPrevious')} />
          {previous && (
            <Text size="sm" c="dimmed">
              {t('approvals.address.approvedOn', { date: formatDay(previous.approved_at, language) })}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('approvals.companyHeading')}
        </Title>
        <CompanySummary company={data.company_profile} />
      </Stack>
    </Stack>
  );
}

/** /accounts/client_address_confirmation/{code}: the approver approves or rejects an address. */
export function AddressApproval({ token }: { token: string }) {
  return (
    <ApprovalScreen
      area="address"
      queryOptionsOf={(language) => addressApprovalQueryOptions(token, language)}
      decide={(choice) => decideAddressApproval({ token, ...choice })}
      isInfo={isDecided}
    >
      {(data) => <AddressDetails data={data} />}
    </ApprovalScreen>
  );
}
