import type { OrderFigures } from '@label-portal/contract';
import { Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../utils/figures-format';
import classes from './order-figures.module.css';

type Figures = OrderFigures['totals'];

function FigureCells({ figures, format }: { figures: Figures; format: (value: number) => string }) {
  return (
    <>
      <Table.Td className={classes.number}>{format(figures.orders)}</Table.Td>
      <Table.Td className={classes.number}>{format(figures.labels)}</Table.Td>
      {figures.groups.map((group) => (
        <GroupCells key={group.product_group} group={group} format={format} />
      ))}
      <Table.Td className={classes.number}>{format(figures.cancelled_orders)}</Table.Td>
    </>
  );
}

function GroupCells({
  group,
  format,
}: {
  group: Figures['groups'][number];
  format: (value: number) => string;
}) {
  return (
    <>
      <Table.Td className={classes.number} data-group-start="">
        {format(group.orders)}
      </Table.Td>
      <Table.Td className={classes.number}>{format(group.labels)}</Table.Td>
    </>
  );
}

/**
 * The figures of the chart as a table (decision 240): one row per month, all groups first, then
 * orders and labels per product group, the cancelled orders apart, and a total row. Two header
 * rows: the groups span their two columns (scope colgroup), so a screen reader reads
 * "MOPAR, Labels" for a cell.
 */
export function OrderFiguresTable({ figures }: { figures: OrderFigures }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const format = (value: number) => numberFormat.format(value);
  const groupHeaders = [{ key: '', label: t('statisticsOrderFigures.allGroups') }].concat(
    figures.product_groups.map((group) => ({ key: group, label: group })),
  );
  return (
    <div>
      <Text id={captionId} size="sm" c="dimmed" mb="xs">
        {t('statisticsOrderFigures.tableCaption', { from: figures.date_from, to: figures.date_to })}
      </Text>
      {/* Scrolls sideways at 768 px: focusable so that the keyboard scrolls it too (the month column stays). */}
      <Table.ScrollContainer
        type="native"
        minWidth={360 + 160 * figures.product_groups.length}
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
        className={classes.scroller}
      >
        <Table
          withTableBorder
          withColumnBorders
          striped
          highlightOnHover
          className={classes.table}
          aria-labelledby={captionId}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={2} scope="col" className={classes.month}>
                {t('statisticsOrderFigures.month')}
              </Table.Th>
              {groupHeaders.map((group) => (
                <Table.Th key={group.key} colSpan={2} scope="colgroup" className={classes.groupHeader}>
                  {group.label}
                </Table.Th>
              ))}
              <Table.Th rowSpan={2} scope="col" className={classes.number}>
                {t('statisticsOrderFigures.cancelledOrders')}
              </Table.Th>
            </Table.Tr>
            <Table.Tr>
              {groupHeaders.map((group) => [
                <Table.Th key={`${group.key}-orders`} scope="col" className={classes.number}>
                  {t('statisticsOrderFigures.orders')}
                </Table.Th>,
                <Table.Th key={`${group.key}-labels`} scope="col" className={classes.number}>
                  {t('statisticsOrderFigures.labels')}
                </Table.Th>,
              ])}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.months.map((month) => (
              <Table.Tr key={month.month}>
                <Table.Th scope="row" fw={500} className={classes.month}>
                  {formatMonth(month.month, i18n.language, 'long')}
                </Table.Th>
                <FigureCells figures={month} format={format} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr className={classes.totals}>
              <Table.Th scope="row" className={classes.month}>
                {t('statisticsOrderFigures.total')}
              </Table.Th>
              <FigureCells figures={figures.totals} format={format} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
