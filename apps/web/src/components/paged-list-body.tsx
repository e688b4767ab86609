import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton, type PagedList } from './load-more-button';

/**
 * The body of a keyset-paged list screen: the table (`children`), or the internal-error alert when
 * the list failed to load; then the "load more" button.
 */
export function PagedListBody({
  list,
  loadMoreLabel,
  children,
}: {
  list: PagedList & { isError: boolean };
  loadMoreLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {list.isError ? <Alert color="red">{t('errors.internal')}</Alert> : children}
      <LoadMoreButton list={list} label={loadMoreLabel} />
    </>
  );
}
