import { maxLengthOf, type Spool, spoolListQuerySchema } from '@label-portal/contract';
import { Alert, Checkbox, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/layout.module.css';
import { LoadMoreButton } from '../../../components/load-more-button';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { spoolListQueryOptions } from '../api/spools';
import classes from './distribution.module.css';

const SEARCH_DELAY_MS = 300;

/**
 * The company's rolls still available (those in pending distributions left out), a page at a
 * time ("load more"), filtered by spool number; ticked rolls stay ticked across filters.
 */
export function SpoolPicker({
  excluded,
  selected,
  onChange,
}: {
  excluded: ReadonlySet<number>;
  selected: ReadonlyMap<number, Spool>;
  onChange: (next: Map<number, Spool>) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useInfiniteQuery(spoolListQueryOptions(debounced));
  const shown = (list.data?.pages.flatMap((page) => page.results) ?? []).filter(
    (spool) => !excluded.has(spool.pk),
  );
  const isAllTicked = shown.length > 0 && shown.every((spool) => selected.has(spool.pk));

  const toggle = (spool: Spool, isChecked: boolean) => {
    const next = new Map(selected);
    if (isChecked) next.set(spool.pk, spool);
    else next.delete(spool.pk);
    onChange(next);
  };
  const toggleAll = (isChecked: boolean) => {
    const next = new Map(selected);
    for (const spool of shown) {
      if (isChecked) next.set(spool.pk, spool);
      else next.delete(spool.pk);
    }
    onChange(next);
  };

  return (
    <>
      <Group align="flex-end" justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          label={t('distribution.redistribution.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={maxLengthOf(spoolListQuerySchema.shape.q_spool_no)}
          w={{ base: '100%', sm: 320 }}
          type="search"
        />
        <Text size="sm" aria-live="polite" data-testid="selected-rolls">
          {t('distribution.redistribution.selected', { count: selected.size })}
        </Text>
      </Group>
      {list.isPending && <LoadingStatus label={t('app.loading')} />}
      {list.isError && <Alert color="red">{t('distribution.redistribution.rollsFailed')}</Alert>}
      {list.isSuccess && shown.length === 0 && (
        <Text aria-live="polite">
          {debounced
            ? t('distribution.redistribution.noMatch', { search: debounced })
            : t('distribution.redistribution.noRolls')}
        </Text>
      )}
      {shown.length > 0 && (
        <Table.ScrollContainer minWidth={640} className={layout.tableScroll} maxHeight={420}>
          <Table
            striped
            highlightOnHover
            stickyHeader
            aria-label={t('distribution.redistribution.rollsTable')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>
                  <Checkbox
                    aria-label={t('distribution.redistribution.selectAll')}
                    checked={isAllTicked}
                    indeterminate={!isAllTicked && shown.some((spool) => selected.has(spool.pk))}
                    onChange={(event) => toggleAll(event.currentTarget.checked)}
                  />
                </Table.Th>
                <Table.Th>{t('distribution.columns.spoolNo')}</Table.Th>
                <Table.Th>{t('distribution.columns.productGroup')}</Table.Th>
                <Table.Th>{t('distribution.columns.customerReference')}</Table.Th>
                <Table.Th>{t('distribution.columns.winding')}</Table.Th>
                <Table.Th>{t('distribution.columns.labelsPerUnit')}</Table.Th>
                <Table.Th>{t('distribution.columns.comment')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((spool) => (
                <Table.Tr key={spool.pk}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('distribution.redistribution.selectRoll', { spoolNo: spool.spool_no })}
                      checked={selected.has(spool.pk)}
                      onChange={(event) => toggle(spool, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>{spool.spool_no}</Table.Td>
                  <Table.Td>{spool.product.product_group.name}</Table.Td>
                  <Table.Td className={classes.nowrap}>{spool.product.customer_reference}</Table.Td>
                  <Table.Td>{spool.product.winding_direction || t('common.notAvailable')}</Table.Td>
                  <Table.Td>{spool.product.labels_per_unit.toLocaleString(language)}</Table.Td>
                  <Table.Td className={classes.wrap}>{spool.comment}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <LoadMoreButton list={list} label={t('distribution.loadMore')} />
    </>
  );
}
