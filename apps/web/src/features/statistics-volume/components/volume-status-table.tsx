import { VOLUME_QUANTITIES, type VolumeStatus } from '@label-portal/contract';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';

/** Product groups × the five quantities (statistics.md "Volume status"), with the totals row. */
export function VolumeStatusTable({ status }: { status: VolumeStatus }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = new Intl.NumberFormat(language);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder aria-label={t('screens.volumeStatus')} data-testid="volume-status-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('statisticsVolume.productGroup')}</Table.Th>
            {VOLUME_QUANTITIES.map((quantity) => (
              <Table.Th key={quantity} scope="col" ta="right">
                {t(`statisticsVolume.quantities.${quantity}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {status.rows.map((row) => (
            <Table.Tr key={row.product_group_id}>
              <Table.Th scope="row" fw={400}>
                {row.product_group}
              </Table.Th>
              {VOLUME_QUANTITIES.map((quantity) => (
                <Table.Td key={quantity} ta="right">
                  {number.format(row[quantity])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="volume-status-totals">
            <Table.Th scope="row">{t('statisticsVolume.total')}</Table.Th>
            {VOLUME_QUANTITIES.map((quantity) => (
              <Table.Th key={quantity} ta="right">
                {number.format(status.totals[quantity])}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
