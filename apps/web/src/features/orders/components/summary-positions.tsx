import {
  formatCount,
  formatMoney,
  isPartialRoll,
  type Product,
  rollsForLabels,
} from '@label-portal/contract';
import { Badge, Group, Table, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/layout.module.css';
import { useLanguage } from '../../../hooks/use-language';
import { useTableMinWidth } from '../../../hooks/use-table-min-width';
import type { CartRow } from '../utils/cart';
import { dimensionsOf } from '../utils/products';
import classes from './ordering.module.css';

const COLUMNS = 5;

interface SummaryPositionsProps {
  rows: readonly CartRow[];
  productByPk: ReadonlyMap<number, Product>;
  /** The draft's total per cart row id. */
  totals: ReadonlyMap<string, string>;
  /** The server's message per cart row id. */
  errors: ReadonlyMap<string, string>;
}

/** The positions of the order in step 2: reference with printed / partial-roll marks, rolls, labels, price. */
export function SummaryPositions({ rows, productByPk, totals, errors }: SummaryPositionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const minWidth = useTableMinWidth(COLUMNS);
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" className={layout.tableScroll}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orderSummary.position.reference')}</Table.Th>
            <Table.Th>{t('orderSummary.position.description')}</Table.Th>
            <Table.Th ta="end">{t('orderSummary.position.rolls')}</Table.Th>
            <Table.Th ta="end">{t('orderSummary.position.labels')}</Table.Th>
            <Table.Th ta="end">{t('orderSummary.position.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const product = productByPk.get(row.product);
            const total = totals.get(row.rowId);
            const error = errors.get(row.rowId);
            const partial = product ? isPartialRoll(row.quantity, product.labels_per_unit) : false;
            return (
              <Table.Tr key={row.rowId}>
                <Table.Td>
                  <Group gap={6}>
                    <Text fw={600} size="sm">
                      {product?.customer_reference ?? row.product}
                    </Text>
                    {row.hasPrintingService && (
                      <Badge
                        size="sm"
                        variant="light"
                        color="teal"
                        leftSection={<IconPrinter size={12} aria-hidden />}
                      >
                        {t('orderSummary.position.printed')}
                      </Badge>
                    )}
                    {partial && (
                      <Badge size="sm" variant="light" color="blue">
                        {t('orderSummary.position.partialRoll')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {product ? dimensionsOf(product, t('ordering.table.ribbonSuffix')) : ''}
                  {error && (
                    <Text size="xs" c="red">
                      {error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="end">
                  {product
                    ? formatCount(rollsForLabels(row.quantity, product.labels_per_unit), language, 4)
                    : ''}
                </Table.Td>
                <Table.Td ta="end">{formatCount(row.quantity, language)}</Table.Td>
                <Table.Td ta="end" className={classes.amount}>
                  {total ? formatMoney(total, language) : t('common.notAvailable')}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
