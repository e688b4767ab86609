import {
  type CompanyDetail,
  type CompanyProductGroupRightsBody,
  companyProductGroupRightsBodySchema,
  formatCount,
} from '@label-portal/contract';
import { Alert, Button, Card, Checkbox, Stack, Table, Text, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../hooks/use-field-error';
import { useLanguage } from '../../../hooks/use-language';
import { contractResolver } from '../../../lib/contract-form';
import { serverFieldError } from '../../../lib/server-messages';
import { saveProductGroupRights } from '../api/companies';
import { CompanyContractForm } from './company-contract-form';
import { CompanyQuotaCategories } from './company-quota-categories';
import { useCompanyChange } from './use-company-change';

/** can_order per product group, keyed `g<id>` (a bare number would be read as an array index). */
type RightsValues = { rights: Record<string, boolean> };
type RightsBody = Omit<CompanyProductGroupRightsBody, 'version'>;

const rightsSchema = companyProductGroupRightsBodySchema.omit({ version: true });

function rightsOf(values: RightsValues) {
  return Object.entries(values.rights).map(([key, canOrder]) => ({
    product_group_id: Number(key.slice(1)),
    can_order: canOrder,
  }));
}

/**
 * The contract's rights schema (without the version) as the form's resolver; a message belongs to
 * the rights as a whole, not to one product group.
 */
const rightsResolver = contractResolver(rightsSchema, {
  toBody: (values: RightsValues) => ({ rights: rightsOf(values) }),
  fieldOf: () => 'rights',
});

/**
 * Product-group rights (editable for T accounts only, decision 205), balances, quota categories
 * (decision 187) and a contract form.
 */
export function CompanyQuota({ company, canChange }: { company: CompanyDetail; canChange: boolean }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, handleSubmit, setError, formState } = useForm<RightsValues, unknown, RightsBody>({
    resolver: rightsResolver,
    defaultValues: {
      rights: Object.fromEntries(company.product_groups.map((group) => [`g${group.id}`, group.can_order])),
    },
  });
  const saveRights = useCompanyChange(
    company.id,
    (body: RightsBody) => saveProductGroupRights(company.id, { version: company.version, ...body }),
    undefined,
    (field, message) => {
      if (field === 'rights') setError('rights', serverFieldError(message));
    },
  );
  const canEditRights = canChange && company.is_t_account;
  const language = useLanguage();
  const rightsError = fieldError(formState.errors.rights);

  return (
    <Card withBorder component="section" aria-labelledby="company-quota">
      <Stack gap="sm">
        <Title order={2} size="h3" id="company-quota">
          {t('backofficeCompanies.productGroups')}
        </Title>
        {!company.is_t_account ? <Alert color="gray">{t('backofficeCompanies.rightsFromFile')}</Alert> : null}
        <form
          noValidate
          aria-label={t('backofficeCompanies.rightsForm')}
          onSubmit={handleSubmit((values) => saveRights.mutate(values))}
        >
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('backofficeCompanies.columns.productGroup')}</Table.Th>
                  <Table.Th>{t('backofficeCompanies.columns.canOrder')}</Table.Th>
                  <Table.Th>{t('backofficeCompanies.columns.quotaRequested')}</Table.Th>
                  <Table.Th ta="right">{t('backofficeCompanies.columns.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {company.product_groups.map((group) => (
                  <Table.Tr key={group.id}>
                    <Table.Td>{group.name}</Table.Td>
                    <Table.Td>
                      <Controller
                        control={control}
                        name={`rights.g${group.id}`}
                        render={({ field }) => (
                          <Checkbox
                            aria-label={`${t('backofficeCompanies.columns.canOrder')} ${group.name}`}
                            checked={field.value ?? false}
                            disabled={!canEditRights}
                            onChange={(event) => field.onChange(event.currentTarget.checked)}
                            onBlur={field.onBlur}
                            ref={field.ref}
                          />
                        )}
                      />
                    </Table.Td>
                    <Table.Td>{group.quota_requested ? t('backofficeCompanies.yes') : ''}</Table.Td>
                    <Table.Td ta="right">{formatCount(group.balance, language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {rightsError ? (
            <Text c="red" size="sm" role="alert">
              {rightsError}
            </Text>
          ) : null}
          {canEditRights ? (
            <Button type="submit" variant="default" mt="xs" loading={saveRights.isPending}>
              {t('backofficeCompanies.saveRights')}
            </Button>
          ) : null}
        </form>
        <CompanyQuotaCategories company={company} canChange={canChange} />
        {canChange ? <CompanyContractForm company={company} /> : null}
      </Stack>
    </Card>
  );
}
