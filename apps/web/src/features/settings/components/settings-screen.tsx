import { SETTING_GROUPS, SETTING_RULES } from '@label-portal/contract';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/loading-status';
import { usePageTitle } from '../../../hooks/use-page-title';
import { settingPageQueryOptions } from '../api/settings';
import { ContactInformationForm } from './contact-information-form';
import { SettingField } from './setting-field';

const ORDER = Object.keys(SETTING_RULES);

/** /backoffice/settings: the settings staff change, grouped, each saved on its own (decision 203). */
export function SettingsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('settings.pageTitle'));
  const page = useQuery(settingPageQueryOptions);
  if (page.isPending) return <LoadingStatus label={t('settings.loading')} />;
  if (page.isError) return <Alert color="red">{t('errors.internal')}</Alert>;
  const editable = page.data.settings
    .filter((setting) => setting.group !== null)
    .sort((a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key));
  const fees = page.data.extra_service_fees;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('settings.heading')}</Title>
      {SETTING_GROUPS.map((group) => (
        <Card key={group} withBorder component="section" aria-labelledby={`settings-${group}`}>
          <Stack gap="md">
            <Title order={2} size="h3" id={`settings-${group}`}>
              {t(`settings.groups.${group}`)}
            </Title>
            {editable
              .filter((setting) => setting.group === group)
              .map((setting) =>
                setting.key === 'contact.contact_information' ? (
                  <ContactInformationForm key={`${setting.key}-${setting.version}`} setting={setting} />
                ) : (
                  <SettingField key={`${setting.key}-${setting.version}`} setting={setting} />
                ),
              )}
            {group === 'costs' ? (
              <Text size="sm" c="dimmed">
                {t('settings.extraFees', {
                  partialRoll: fees.partial_roll ?? '-',
                  printDesign: fees.print_design ?? '-',
                })}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
