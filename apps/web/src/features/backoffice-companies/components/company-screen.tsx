import { formatCount } from '@label-portal/contract';
import { Alert, Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatDay } from '../../../lib/format-date';
import { companyDetailQueryOptions } from '../api/companies';
import { CompanyFlags } from './company-flags';
import { CompanyQuota } from './company-quota';

function ListCard({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table>{children}</Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** /backoffice/companies/:id: one company with its blocking, rights, quota, users, addresses and contacts. */
export function CompanyScreen({ id, canChange }: { id: number; canChange: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useQuery(companyDetailQueryOptions(id));
  usePageTitle(detail.data?.name ?? t('backofficeCompanies.pageTitle'));
  if (detail.isPending) return <LoadingStatus label={t('backofficeCompanies.loading')} />;
  if (detail.isError) return <Alert color="red">{t('backofficeCompanies.notFound')}</Alert>;
  const company = detail.data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/backoffice/companies">
        {t('backofficeCompanies.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{company.name}</Title>
        <Text c="dimmed">
          COFOR6 {company.cofor6 || '-'} · COFOR10 {company.cofor10} ·{' '}
          {t(`backofficeCompanies.groups.${company.company_group}`, company.company_group)}
        </Text>
        <Group gap={4} aria-live="polite">
          {company.blocked_reasons.length === 0 ? (
            <Badge color="teal" variant="light">
              {t('backofficeCompanies.notBlocked')}
            </Badge>
          ) : null}
          {company.blocked_reasons.map((reason) => (
            <Badge key={reason} color="red" variant="light">
              {t(`backofficeCompanies.reasons.${reason}`)}
            </Badge>
          ))}
        </Group>
        <Text size="sm">
          {t('backofficeCompanies.nonActivated', {
            count: company.non_activated_orders,
            max: company.max_non_activated_orders,
          })}
        </Text>
      </Stack>
      <CompanyFlags key={`flags-${company.version}`} company={company} canChange={canChange} />
      <CompanyQuota key={`quota-${company.version}`} company={company} canChange={canChange} />
      <ListCard title={t('backofficeCompanies.users')} id="company-users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backofficeCompanies.columns.email')}</Table.Th>
            <Table.Th>{t('backofficeCompanies.columns.name')}</Table.Th>
            <Table.Th>{t('backofficeCompanies.columns.state')}</Table.Th>
            <Table.Th>{t('backofficeCompanies.columns.active')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {company.users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Anchor component={Link} to={`/backoffice/users?email=${encodeURIComponent(user.email)}`}>
                  {user.email}
                </Anchor>
              </Table.Td>
              <Table.Td>{`${user.first_name} ${user.last_name}`.trim()}</Table.Td>
              <Table.Td>{t(`enums.userState.${user.state}`)}</Table.Td>
              <Table.Td>
                {user.is_active ? t('backofficeCompanies.yes') : t('backofficeCompanies.no')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ListCard>
      <ListCard title={t('backofficeCompanies.addresses')} id="company-addresses">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backofficeCompanies.columns.category')}</Table.Th>
            <Table.Th>{t('backofficeCompanies.columns.address')}</Table.Th>
            <Table.Th>{t('backofficeCompanies.columns.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {company.addresses.map((address) => (
            <Table.Tr key={address.id}>
              <Table.Td>{t(`enums.addressCategory.${address.category}`)}</Table.Td>
              <Table.Td>
                {[
                  address.company_name,
                  address.street_address,
                  `${address.postal_code} ${address.city}`,
                  address.country_code,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Table.Td>
              <Table.Td>{t(`enums.addressState.${address.state}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ListCard>
      <ListCard title={t('backofficeCompanies.contacts')} id="company-contacts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backofficeCompanies.columns.category')}</Table.Th>
            <Table.Th>{t('backofficeCompanies.columns.name')}</Table.Th>
            <Table.Th>{t('backofficeCompanies.columns.phone')}</Table.Th>
            <Table.Th>{t('backofficeCompanies.columns.email')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {company.contacts.map((contact) => (
            <Table.Tr key={contact.id}>
              <Table.Td>{t(`enums.contactCategory.${contact.category}`)}</Table.Td>
              <Table.Td>{contact.name}</Table.Td>
              <Table.Td>{contact.phone}</Table.Td>
              <Table.Td>{contact.email}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ListCard>
      <ListCard title={t('backofficeCompanies.licensingEvents')} id="company-events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backofficeCompanies.columns.date')}</Table.Th>
            <Table.Th>{t('backofficeCompanies.columns.type')}</Table.Th>
            <Table.Th>{t('backofficeCompanies.columns.productGroup')}</Table.Th>
            <Table.Th ta="right">{t('backofficeCompanies.amount')}</Table.Th>
            <Table.Th>{t('backofficeCompanies.reference')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {company.licensing_events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>{formatDay(event.created_at, language)}</Table.Td>
              <Table.Td>{t(`enums.licensingEventType.${event.type}`)}</Table.Td>
              <Table.Td>
                {company.product_groups.find((group) => group.id === event.product_group_id)?.name}
              </Table.Td>
              <Table.Td ta="right">{formatCount(event.amount, language)}</Table.Td>
              <Table.Td>{event.reference || (event.order_id ? `#${event.order_id}` : '')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ListCard>
    </Stack>
  );
}
