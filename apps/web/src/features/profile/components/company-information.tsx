import type { CompanyProfile } from '@label-portal/contract';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from './profile-section';

/** A comma-joined list with a space after each comma, so that it wraps between its items. */
function spaced(list: string): string {
  return list.replace(/,\s*/g, ', ');
}

/** The company's data, read-only. */
export function CompanyInformation({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('profile.company.name'), company.name],
    [t('profile.company.cofor6'), company.cofor6],
    [t('profile.company.cofor10'), company.cofor10],
    [t('profile.company.group'), t(`profile.company.groups.${company.company_group}`)],
    [t('profile.company.vat'), company.vat_identification_no],
    [t('profile.company.duns'), company.duns],
    [t('profile.company.destination'), spaced(company.destination)],
    [t('profile.company.partNumbers'), spaced(company.part_numbers)],
  ];
  return (
    <ProfileSection id="profile-company" title={t('profile.company.heading')}>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value || t('profile.company.none')}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </ProfileSection>
  );
}
