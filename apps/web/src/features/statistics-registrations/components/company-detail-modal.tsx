import { Anchor, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MOBILE_MAX_WIDTH_PX } from '../../../hooks/use-table-min-width';
import { companyDetailPath } from '../utils/company-detail-path';
import { CompanyDetail } from './company-detail';

interface CompanyDetailModalProps {
  /** cofor6_cofor10 of the company to show; null = closed. */
  companyId: string | null;
  companyName: string;
  permissions: readonly string[];
  onClose: () => void;
}

/** The company detail over the registrations (the eye button); Escape or the close button shuts it. */
export function CompanyDetailModal({
  companyId,
  companyName,
  permissions,
  onClose,
}: CompanyDetailModalProps) {
  const { t } = useTranslation();
  const isNarrow = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX / 16}em)`);
  return (
    <Modal
      opened={companyId !== null}
      onClose={onClose}
      size="80rem"
      fullScreen={isNarrow}
      title={companyName || t('screens.companyDetail')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {companyId !== null ? (
        <>
          <Anchor component={Link} to={companyDetailPath(companyId)} size="sm" mb="md" display="inline-block">
            {t('statisticsRegistrations.detail.openPage')}
          </Anchor>
          <CompanyDetail companyId={companyId} permissions={permissions} />
        </>
      ) : null}
    </Modal>
  );
}
