import type { LabelInfo } from '@label-portal/contract';
import { Alert, Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay } from '../../../lib/format-date';
import { countryNameOf } from '../utils/country-name';

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

/** Whether the label's roll was sold: a label without an order shows the no-order text. */
export function hasOrderInformation(info: LabelInfo): boolean {
  return info.order_id !== null;
}

/**
 * A found label (statistics.md sections 2 and 3): spool id, reference, product group, company name,
 * cofor10, city, country, state, order id, object id, and the redistribution of its roll when there
 * is one. A label whose roll has no order says so ('Label was found, but has no order information
 * attached to it.') and shows what it has.
 */
export function LabelInfoDetails({ info }: { info: LabelInfo }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const none = t('verifications.labelAnalysis.info.none');
  const orNone = (value: string | null) => (value === null || value === '' ? none : value);
  const country = info.country_code
    ? `${countryNameOf(info.country_code, language)} (${info.country_code})`
    : none;
  return (
    <Stack gap="md" data-testid="label-info">
      {!hasOrderInformation(info) && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} role="status">
          {t('verifications.labelAnalysis.info.noOrder')}
        </Alert>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
        <Item label={t('verifications.labelAnalysis.info.labelId')} testId="label-info-label-id">
          <Text span ff="monospace">
            {info.label_id}
          </Text>
        </Item>
        <Item label={t('verifications.labelAnalysis.info.spoolId')} testId="label-info-spool-id">
          {info.spool_id}
        </Item>
        <Item label={t('verifications.labelAnalysis.info.objectId')} testId="label-info-object-id">
          #{info.holospot_id}
        </Item>
        <Item label={t('verifications.labelAnalysis.info.state')}>
          {info.state ? (
            <Badge variant="light" color={info.state === 'DELIVERED' ? 'blue' : 'teal'}>
              {t(`verifications.labelAnalysis.states.${info.state}`, { defaultValue: info.state })}
            </Badge>
          ) : (
            none
          )}
        </Item>
        <Item label={t('verifications.labelAnalysis.info.reference')}>{orNone(info.reference)}</Item>
        <Item label={t('verifications.labelAnalysis.info.productGroup')}>{orNone(info.product_group)}</Item>
        <Item label={t('verifications.labelAnalysis.info.orderId')} testId="label-info-order-id">
          {orNone(info.order_id)}
        </Item>
        <Item label={t('verifications.labelAnalysis.info.companyName')}>{orNone(info.company_name)}</Item>
        <Item label={t('verifications.labelAnalysis.info.cofor10')}>{orNone(info.cofor10)}</Item>
        <Item label={t('verifications.labelAnalysis.info.city')}>{orNone(info.city)}</Item>
        <Item label={t('verifications.labelAnalysis.info.country')}>{country}</Item>
      </SimpleGrid>
      {info.redistribution && <RedistributionDetails redistribution={info.redistribution} />}
    </Stack>
  );
}

function RedistributionDetails({
  redistribution,
}: {
  redistribution: NonNullable<LabelInfo['redistribution']>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const none = t('verifications.labelAnalysis.info.none');
  const address = [
    redistribution.street_address,
    redistribution.address_details,
    [redistribution.postal_code, redistribution.city].filter(Boolean).join(' '),
    countryNameOf(redistribution.country_code, language),
  ].filter((part) => part !== '');
  return (
    <section aria-labelledby="label-redistribution-title" data-testid="label-redistribution">
      <Title order={3} size="h4" id="label-redistribution-title" mb="xs">
        <IconTruckDelivery size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
        {t('verifications.labelAnalysis.redistribution.title')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" m={0}>
        <Item label={t('verifications.labelAnalysis.redistribution.companyName')}>
          {redistribution.company_name}
        </Item>
        <Item label={t('verifications.labelAnalysis.redistribution.date')}>
          {formatDay(redistribution.date_created, language)}
        </Item>
        <Item label={t('verifications.labelAnalysis.redistribution.spoolId')}>{redistribution.spool_id}</Item>
        <Item label={t('verifications.labelAnalysis.redistribution.address')}>
          {address.length > 0
            ? address.map((line) => (
                <Text span display="block" key={line}>
                  {line}
                </Text>
              ))
            : none}
        </Item>
        <Item label={t('verifications.labelAnalysis.redistribution.comment')}>
          {redistribution.comment || none}
        </Item>
      </SimpleGrid>
    </section>
  );
}
