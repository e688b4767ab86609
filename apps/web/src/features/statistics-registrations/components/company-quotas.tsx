import type { StatisticsCompanyDetail } from '@label-portal/contract';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format-date';

type Detail = StatisticsCompanyDetail;

/** Quotas per product group: contracted, ordered and the balance, numbers in the user's language. */
export function CompanyQuotas({ quotas }: { quotas: Detail['quotas'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (quotas.length === 0) return <Text size="sm">{t('statisticsRegistrations.detail.noQuotas')}</Text>;
  const number = new Intl.NumberFormat(language);
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label={t('statisticsRegistrations.detail.quotas')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statisticsRegistrations.detail.group')}</Table.Th>
            <Table.Th ta="right">{t('statisticsRegistrations.detail.contracts')}</Table.Th>
            <Table.Th ta="right">{t('statisticsRegistrations.detail.orders')}</Table.Th>
            <Table.Th ta="right">{t('statisticsRegistrations.detail.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotas.map((quota) => (
            <Table.Tr key={quota.product_group_id}>
              <Table.Td>{quota.group}</Table.Td>
              <Table.Td ta="right">{number.format(quota.contracts)}</Table.Td>
              <Table.Td ta="right">{number.format(quota.orders)}</Table.Td>
              <Table.Td ta="right">{number.format(quota.quota)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Licensing events, newest first: date, translated type, product group, amount. */
export function LicensingEvents({ events }: { events: Detail['licensing_events'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (events.length === 0) return <Text size="sm">{t('statisticsRegistrations.detail.noEvents')}</Text>;
  const number = new Intl.NumberFormat(language);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={t('statisticsRegistrations.detail.events')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statisticsRegistrations.detail.date')}</Table.Th>
            <Table.Th>{t('statisticsRegistrations.detail.type')}</Table.Th>
            <Table.Th>{t('statisticsRegistrations.detail.group')}</Table.Th>
            <Table.Th ta="right">{t('statisticsRegistrations.detail.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>{formatDateTime(event.created_at, language)}</Table.Td>
              <Table.Td>{t(`enums.licensingEventType.${event.type}`)}</Table.Td>
              <Table.Td>{event.product_group}</Table.Td>
              <Table.Td ta="right">{number.format(event.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
