import type { VerificationStatus } from '@label-portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { statusNameKey } from '../utils/status-texts';

/** The name of a verification status in the interface language (the shared status texts). */
export function useStatusLabel(): (status: VerificationStatus) => string {
  const { t } = useTranslation();
  return useCallback((status) => t(statusNameKey(status)), [t]);
}
