import type { UserApprovalData } from '@label-portal/contract';
import { Alert, Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../../components/address-block';
import { decideUserApproval } from '../api/decide-user-approval';
import { userApprovalQueryOptions } from '../api/user-approval';
import { isDecided, isUserDeleted } from '../utils/refusal';
import { ApprovalScreen } from './approval-screen';
import { CompanySummary } from './company-summary';
import { DetailBlock } from './detail-block';

function Warnings({ data }: { data: UserApprovalData }) {
  const { t } = useTranslation();
  const warnings = [
    data.cofor6_unknown && t('approvals.user.cofor6Unknown'),
    data.cofor6_found_in_cofor_10 && t('approvals.user.cofor6FoundInCofor10'),
  ].filter((text): text is string => typeof text === 'string');
  return warnings.map((text) => (
    <Alert
      key={text}
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      maw={720}
    >
      {text}
    </Alert>
  ));
}

const ADDRESS_STATE_COLORS: Record<UserApprovalData['addresses'][number]['state'], string> = {
  APPROVED: 'teal',
  CLIENT_APPROVAL_REQUESTED: 'yellow',
  REJECTED: 'red',
};

function RegistrationDetails({ data }: { data: UserApprovalData }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <DetailBlock title={t('approvals.user.userHeading')}>
        <Group gap="sm">
          <Text fw={600}>
            {data.user.first_name} {data.user.last_name}
          </Text>
          <Badge variant="light" color={data.first_user ? 'blue' : 'gray'}>
            {t(data.first_user ? 'approvals.user.firstUser' : 'approvals.user.additionalUser')}
          </Badge>
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>{data.user.email}</Text>
      </DetailBlock>
      <DetailBlock title={t('approvals.companyHeading')} gap="xs">
        <CompanySummary company={data.company_profile} />
      </DetailBlock>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
        {data.addresses.map((address) => (
          <Stack key={address.pk} gap={4}>
            <Group gap="xs">
              <Title order={3} size="h4">
                {t(`enums.addressHeading.${address.category}`)}
              </Title>
              <Badge variant="light" color={ADDRESS_STATE_COLORS[address.state]}>
                {t(`enums.addressState.${address.state}`)}
              </Badge>
            </Group>
            <AddressBlock address={{ ...address, company_name: '' }} emptyText="" />
          </Stack>
        ))}
      </SimpleGrid>
      <DetailBlock title={t('approvals.user.contactsHeading')}>
        <List>
          {data.contacts.map((contact) => (
            <List.Item key={contact.pk}>
              {t('approvals.user.contactLine', {
                category: t(`enums.contactHeading.${contact.category}`),
                email: contact.email || '—',
              })}
            </List.Item>
          ))}
        </List>
      </DetailBlock>
      <DetailBlock
        title={t(
          data.first_user
            ? 'approvals.user.productGroupsHeading'
            : 'approvals.user.companyProductGroupsHeading',
        )}
      >
        <Text>{data.product_group_rights.join(', ') || '—'}</Text>
      </DetailBlock>
    </Stack>
  );
}

/** /accounts/client_confirmation/{code}: the approver approves or rejects a registered user. */
export function UserApproval({ token }: { token: string }) {
  return (
    <ApprovalScreen
      area="user"
      queryOptionsOf={(language) => userApprovalQueryOptions(token, language)}
      decide={(choice) => decideUserApproval({ token, ...choice })}
      isInfo={(error) => isDecided(error) || isUserDeleted(error)}
    >
      {(data) => (
        <>
          <Warnings data={data} />
          <RegistrationDetails data={data} />
        </>
      )}
    </ApprovalScreen>
  );
}
