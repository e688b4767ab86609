import { formatCount, formatMoney, type Order } from '@label-portal/contract';
import { Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { useTableMinWidth } from '../../../hooks/use-table-min-width';
import { positionDimensions, positionRolls, printFieldLines } from '../utils/order-positions';
import classes from './order-history.module.css';

const COLUMNS = 6;

/**
 * The positions of an order: range, reference, dimensions, rolls, labels, price. A printed
 * position shows its printing fields as "index - description: value" on hover and on focus.
 */
export function OrderPositionsTable({ positions }: { positions: Order['order_positions'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const minWidth = useTableMinWidth(COLUMNS);
  const yes = t('common.booleanYes');
  const no = t('common.booleanNo');
  const money = (value: string) => formatMoney(value, language);
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.detail.range')}</Table.Th>
            <Table.Th>{t('history.detail.reference')}</Table.Th>
            <Table.Th>{t('history.detail.dimensions')}</Table.Th>
            <Table.Th ta="end">{t('history.detail.rolls')}</Table.Th>
            <Table.Th ta="end">{t('history.detail.labels')}</Table.Th>
            <Table.Th ta="end">{t('history.detail.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {positions.map((position) => {
            const lines = printFieldLines(position, yes, no);
            const reference = position.alternative_customer_reference || position.product.customer_reference;
            const row = (
              <Table.Tr
                key={position.pk}
                tabIndex={lines.length > 0 ? 0 : undefined}
                className={lines.length > 0 ? classes.printableRow : undefined}
                data-testid="order-position"
              >
                <Table.Td>{position.product.product_group.name}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {reference}
                    </Text>
                    {lines.length > 0 && <IconPrinter size={16} aria-hidden />}
                  </Group>
                  {lines.length > 0 && (
                    <VisuallyHidden>
                      {t('history.detail.printData', { reference })}: {lines.join('; ')}
                    </VisuallyHidden>
                  )}
                </Table.Td>
                <Table.Td>{positionDimensions(position.product, t('ordering.table.ribbonSuffix'))}</Table.Td>
                <Table.Td ta="end">{formatCount(positionRolls(position), language, 4)}</Table.Td>
                <Table.Td ta="end">{formatCount(position.quantity, language)}</Table.Td>
                <Table.Td ta="end" className={classes.amount}>
                  {money(position.total)}
                </Table.Td>
              </Table.Tr>
            );
            if (lines.length === 0) return row;
            return (
              <Tooltip
                key={position.pk}
                multiline
                w={360}
                withArrow
                position="bottom-start"
                events={{ hover: true, focus: true, touch: true }}
                label={
                  <Stack gap={2}>
                    {lines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </Stack>
                }
              >
                {row}
              </Tooltip>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
