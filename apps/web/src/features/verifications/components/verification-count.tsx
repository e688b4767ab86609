import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';

/** The count of matching verifications (hit_count), announced when it changes. */
export function VerificationCount({ count }: { count: UseQueryResult<{ data: number }> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const n = count.data?.data;
  return (
    <Text
      aria-live="polite"
      fw={600}
      data-testid="verification-count"
      aria-busy={count.isFetching || undefined}
    >
      {n === undefined
        ? count.isError
          ? ''
          : t('verifications.statistics.counting')
        : t('verifications.statistics.count', {
            count: n,
            n: n.toLocaleString(language),
          })}
    </Text>
  );
}
