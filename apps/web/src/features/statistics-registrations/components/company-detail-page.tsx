import { Anchor, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { companyDetailQueryOptions } from '../api/registrations';
import { CompanyDetail } from './company-detail';

/** /statistics/company_detail/{cofor6_cofor10}: the company detail as a page of its own. */
export function CompanyDetailPage({
  companyId,
  permissions,
}: {
  companyId: string;
  permissions: readonly string[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The same query as the content's: the heading names the company once it is there.
  const detail = useQuery(companyDetailQueryOptions(companyId, language));
  usePageTitle(detail.data?.name ?? t('screens.companyDetail'));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/statistics/registrations" size="sm">
        {`← ${t('screens.registrations')}`}
      </Anchor>
      <Title order={1}>{detail.data?.name ?? t('screens.companyDetail')}</Title>
      <CompanyDetail companyId={companyId} permissions={permissions} />
    </Stack>
  );
}
