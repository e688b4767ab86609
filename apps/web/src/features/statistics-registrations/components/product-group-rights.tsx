import { canEditProductGroupRights, type StatisticsCompanyDetail } from '@label-portal/contract';
import { Button, Checkbox, Group, List, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATIONS_KEY, updateProductGroupRights } from '../api/registrations';

interface ProductGroupRightsProps {
  company: StatisticsCompanyDetail;
  permissions: readonly string[];
}

/**
 * The company's product-group rights (statistics.md sections 2 and 6): checkboxes and a save button
 * for a T account when the user holds the three quota rights (the contract's one rule, which the
 * server applies too), otherwise a check or a cross per group. Saving sends the ticked ids and
 * says how it went in a notice titled 'Product groups update'; the detail and the list are read again.
 */
export function ProductGroupRights({ company, permissions }: ProductGroupRightsProps) {
  const { t } = useTranslation();
  const isEditable = canEditProductGroupRights(company.cofor10, permissions);
  return (
    <Stack gap="xs" component="section" aria-labelledby="company-rights-title">
      <Title order={3} size="h5" id="company-rights-title">
        {t('statisticsRegistrations.detail.rights')}
      </Title>
      {isEditable ? (
        <RightsForm key={rightsKey(company)} company={company} />
      ) : (
        <>
          <List listStyleType="none" spacing={4} data-testid="rights-read-only">
            {company.product_group_rights.map((right) => (
              <List.Item
                key={right.id}
                icon={
                  <ThemeIcon size="sm" variant="light" color={right.can_order ? 'teal' : 'gray'} aria-hidden>
                    {right.can_order ? <IconCheck size={14} /> : <IconX size={14} />}
                  </ThemeIcon>
                }
              >
                {right.product_group}
                <VisuallyHidden>
                  {`: ${t(right.can_order ? 'statisticsRegistrations.detail.canOrder' : 'statisticsRegistrations.detail.cannotOrder')}`}
                </VisuallyHidden>
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('statisticsRegistrations.detail.rightsReadOnly')}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** A new form whenever the saved rights change (after a save or a refresh). */
function rightsKey(company: StatisticsCompanyDetail): string {
  return company.product_group_rights.map((right) => `${right.id}:${right.can_order}`).join(',');
}

function RightsForm({ company }: { company: StatisticsCompanyDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState<number[]>(() =>
    company.product_group_rights.filter((right) => right.can_order).map((right) => right.id),
  );
  const save = useMutation({
    mutationFn: () =>
      updateProductGroupRights({ cofor6: company.cofor6, cofor10: company.cofor10, product_groups: ticked }),
    onSuccess: () =>
      notifications.show({
        title: t('statisticsRegistrations.detail.updateTitle'),
        message: t('statisticsRegistrations.detail.updateSuccess'),
        color: 'teal',
      }),
    onError: () =>
      notifications.show({
        title: t('statisticsRegistrations.detail.updateTitle'),
        message: t('statisticsRegistrations.detail.updateFailed'),
        color: 'red',
      }),
    // Either way the detail (and the list's domains) are read again: they show what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: REGISTRATIONS_KEY }),
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Checkbox.Group
        value={ticked.map(String)}
        onChange={(values) => setTicked(values.map(Number))}
        label={t('statisticsRegistrations.detail.rightsHint')}
      >
        <Group gap="md" mt="xs">
          {company.product_group_rights.map((right) => (
            <Checkbox key={right.id} value={String(right.id)} label={right.product_group} />
          ))}
        </Group>
      </Checkbox.Group>
      <Button type="submit" mt="sm" loading={save.isPending}>
        {t('statisticsRegistrations.detail.save')}
      </Button>
    </form>
  );
}
