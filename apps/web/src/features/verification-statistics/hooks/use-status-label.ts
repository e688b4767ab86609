import type { VerificationStatus } from '@label-portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The name of a verification status in the interface language. */
export function useStatusLabel(): (status: VerificationStatus) => string {
  const { t } = useTranslation();
  return useCallback((status) => t(`verificationStats.statuses.${status}`), [t]);
}
