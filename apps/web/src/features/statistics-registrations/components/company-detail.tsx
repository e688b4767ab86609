import type { StatisticsCompanyDetail } from '@label-portal/contract';
import { Alert, Center, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { useServerMessage } from '../../../lib/server-messages';
import { companyDetailQueryOptions } from '../api/registrations';
import { blockedReasonKeys } from '../utils/blocked-texts';
import { refusalOf } from '../utils/refusal';
import { CompanyAddresses, CompanyContacts, CompanyUsers } from './company-people';
import { CompanyQuotas, LicensingEvents } from './company-quotas';
import { ProductGroupRights } from './product-group-rights';

interface CompanyDetailProps {
  /** cofor6_cofor10. */
  companyId: string;
  permissions: readonly string[];
}

/**
 * A company as the statistics show it (statistics.md section 2, company detail): the same content in
 * the registrations' modal and on the page /statistics/company_detail/{cofor6_cofor10}.
 */
export function CompanyDetail({ companyId, permissions }: CompanyDetailProps) {
  const { t } = useTranslation();
  const showServerMessage = useServerMessage();
  const language = useLanguage();
  const detail = useQuery(companyDetailQueryOptions(companyId, language));
  if (detail.isPending) {
    return (
      <Center py="xl">
        <LoadingStatus label={t('statisticsRegistrations.detail.loading')} />
      </Center>
    );
  }
  if (detail.isError) {
    const refusal = refusalOf(detail.error, showServerMessage);
    const isNotFound = refusal?.status === 404 || refusal?.status === 400;
    return (
      <Alert color={isNotFound ? 'yellow' : 'red'} role="alert" data-testid="company-detail-error">
        {isNotFound
          ? t('statisticsRegistrations.detail.notFound', { id: companyId })
          : t('statisticsRegistrations.detail.loadFailed')}
      </Alert>
    );
  }
  return <CompanyDetailContent company={detail.data} permissions={permissions} />;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function CompanyDetailContent({
  company,
  permissions,
}: {
  company: StatisticsCompanyDetail;
  permissions: readonly string[];
}) {
  const { t } = useTranslation();
  const none = t('statisticsRegistrations.detail.none');
  const reasons = blockedReasonKeys(company.blocked_reasons);
  const referenceEntries = Object.entries(company.reference).filter(([key]) => key !== 'UV_UC_RELATION');
  return (
    <Stack gap="lg" data-testid="company-detail">
      {reasons.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          role="note"
          title={t('statisticsRegistrations.detail.blocked')}
          icon={<IconAlertTriangle size={20} aria-hidden />}
        >
          <List size="sm">
            {reasons.map((key) => (
              <List.Item key={key}>{t(key)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('statisticsRegistrations.detail.notBlocked')}
        </Text>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
        <Item label={t('statisticsRegistrations.detail.name')}>{company.name}</Item>
        <Item label={t('statisticsRegistrations.detail.cofor6')}>{company.cofor6 || none}</Item>
        <Item label={t('statisticsRegistrations.detail.cofor10')}>{company.cofor10}</Item>
        <Item label={t('statisticsRegistrations.detail.duns')}>{company.duns || none}</Item>
        <Item label={t('statisticsRegistrations.detail.destination')}>
          {company.destination
            ? company.destination
                .split(',')
                .map((part) => part.trim())
                .join(', ')
            : none}
        </Item>
        <Item label={t('statisticsRegistrations.detail.uvUcRelation')}>{company.uv_uc_relation || none}</Item>
        <Item label={t('statisticsRegistrations.detail.reference')}>
          {referenceEntries.length > 0
            ? referenceEntries.map(([key, value]) => `${key}: ${formatValue(value)}`).join(', ')
            : none}
        </Item>
        <Item label={t('statisticsRegistrations.detail.partNumbers')}>
          {company.part_numbers.length > 0 ? company.part_numbers.join(', ') : none}
        </Item>
      </SimpleGrid>
      <ProductGroupRights company={company} permissions={permissions} />
      <Section title={t('statisticsRegistrations.detail.quotas')}>
        <CompanyQuotas quotas={company.quotas} />
      </Section>
      <Section title={t('statisticsRegistrations.detail.events')}>
        <LicensingEvents events={company.licensing_events} />
      </Section>
      <Section title={t('statisticsRegistrations.detail.users')}>
        <CompanyUsers users={company.users} />
      </Section>
      <Section title={t('statisticsRegistrations.detail.contacts')}>
        <CompanyContacts contacts={company.contacts} />
      </Section>
      <Section title={t('statisticsRegistrations.detail.addresses')}>
        <CompanyAddresses addresses={company.addresses} />
      </Section>
    </Stack>
  );
}

function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
