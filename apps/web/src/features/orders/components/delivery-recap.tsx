import type { CompanyProfile } from '@label-portal/contract';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../../components/address-block';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay } from '../../../lib/format-date';
import { useCart } from '../hooks/use-cart';
import { transportOption } from '../utils/cart';

/** Step 2's reminder of step 1: shipping date, purchase order number, transport and both addresses. */
export function DeliveryRecap({ company, transport }: { company: CompanyProfile; transport: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cart = useCart();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="recap-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="recap-title">
          {t('orderSummary.delivery')}
        </Title>
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w="50%" fw={500}>
                {t('orderSummary.recap.shippingDate')}
              </Table.Th>
              <Table.Td>{formatDay(cart.deliveryDate, language)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th fw={500}>{t('orderSummary.recap.purchaseOrderNo')}</Table.Th>
              <Table.Td>{cart.customerOrderNo || t('orderSummary.recap.none')}</Table.Td>
            </Table.Tr>
            {transportOption(company.transport_restriction) !== 'hidden' && (
              <Table.Tr>
                <Table.Th fw={500}>{t('orderSummary.recap.transport')}</Table.Th>
                <Table.Td>
                  {transport
                    ? t('orderSummary.recap.transportCustomer')
                    : t('orderSummary.recap.transportProvider')}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <div>
            <Text fw={600} size="sm">
              {t('orderSummary.deliveryAddress')}
            </Text>
            <AddressBlock address={company.delivery_address} emptyText={t('orderSummary.noAddress')} />
          </div>
          <div>
            <Text fw={600} size="sm">
              {t('orderSummary.billingAddress')}
            </Text>
            <AddressBlock address={company.billing_address} emptyText={t('orderSummary.noAddress')} />
          </div>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
