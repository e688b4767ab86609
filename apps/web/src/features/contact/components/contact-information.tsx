import { SCREENS } from '@label-portal/contract';
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import { usePageTitle } from '../../../hooks/use-page-title';
import { contactInformationQueryOptions } from '../api/contact';
import { bankLinesOf, telHrefOf } from '../utils/contact-rows';
import classes from './contact-information.module.css';

const CONTACT_PATH = SCREENS.contact.path;

/**
 * /contact/contact_information: the provider's contacts (order processing, shipping, bank data) as
 * staff keep them in the settings; phone and e-mail as links. Back to the contact form.
 */
export function ContactInformation() {
  const { t } = useTranslation();
  usePageTitle(t('contact.information.title'));
  const information = useQuery(contactInformationQueryOptions);
  const columns = {
    topic: t('contact.information.topic'),
    contact: t('contact.information.contact'),
    phone: t('contact.information.phone'),
    email: t('contact.information.email'),
  };

  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>{t('contact.information.title')}</Title>
      <Text>{t('contact.information.intro')}</Text>
      {information.isPending && <LoadingStatus label={t('app.loading')} />}
      {information.isError && (
        <LoadError text={t('contact.information.loadFailed')} onRetry={() => information.refetch()} />
      )}
      {information.data && (
        <Paper withBorder radius="md">
          <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md" layout="fixed">
            <Table.Caption>{t('contact.information.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="22%">{columns.topic}</Table.Th>
                <Table.Th>{columns.contact}</Table.Th>
                <Table.Th w="22%">{columns.phone}</Table.Th>
                <Table.Th w="28%">{columns.email}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {information.data.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows as staff keep them, a topic may repeat
                <Table.Tr key={index}>
                  <Table.Td className={classes.cell} data-label={columns.topic}>
                    <Text fw={700} size="sm">
                      {t(`contact.information.topics.${row.topic}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.cell} data-label={columns.contact}>
                    <Text size="sm">{row.name || t('common.notAvailable')}</Text>
                    {bankLinesOf(row).map((line) => (
                      <Text size="sm" key={line.key}>
                        {t(`contact.information.${line.key}`, { value: line.value })}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td className={classes.cell} data-label={columns.phone}>
                    {row.phone ? (
                      <Anchor href={telHrefOf(row.phone)} size="sm">
                        {row.phone}
                      </Anchor>
                    ) : (
                      t('common.notAvailable')
                    )}
                  </Table.Td>
                  <Table.Td className={classes.cell} data-label={columns.email}>
                    {row.email ? (
                      <Anchor href={`mailto:${row.email}`} size="sm">
                        {row.email}
                      </Anchor>
                    ) : (
                      t('common.notAvailable')
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <Anchor component={Link} to={CONTACT_PATH}>
        <Group gap={6} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('contact.information.back')}
        </Group>
      </Anchor>
    </Stack>
  );
}
