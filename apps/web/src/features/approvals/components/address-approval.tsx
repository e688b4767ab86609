import type { AddressApprovalData } from '@label-portal/contract';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../../components/address-block';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay } from '../../../lib/format-date';
import { addressApprovalQueryOptions } from '../api/address-approval';
import { decideAddressApproval } from '../api/decide-address-approval';
import { isDecided } from '../utils/refusal';
import { ApprovalScreen } from './approval-screen';
import { CompanySummary } from './company-summary';
import { DetailBlock } from './detail-block';

function AddressDetails({ data }: { data: AddressApprovalData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const previous = data.history[0];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
        <DetailBlock
          title={t('approvals.address.proposedHeading', {
            category: t(`enums.addressHeading.${data.address.category}`),
          })}
        >
          <AddressBlock address={data.address} emptyText="" />
        </DetailBlock>
        <DetailBlock title={t('approvals.address.previousHeading')}>
          <AddressBlock address={previous} emptyText={t('approvals.address.noPrevious')} />
          {previous && (
            <Text size="sm" c="dimmed">
              {t('approvals.address.approvedOn', { date: formatDay(previous.approved_at, language) })}
            </Text>
          )}
        </DetailBlock>
      </SimpleGrid>
      <DetailBlock title={t('approvals.companyHeading')} gap="xs">
        <CompanySummary company={data.company_profile} />
      </DetailBlock>
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
