import {
  type CompanyDetail,
  type CompanyQuotaCategoriesBody,
  companyQuotaCategoriesBodySchema,
} from '@label-portal/contract';
import { Alert, Button, Checkbox, Fieldset, Group, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../hooks/use-field-error';
import { contractResolver } from '../../../lib/contract-form';
import { serverFieldError } from '../../../lib/server-messages';
import { saveQuotaCategories } from '../api/companies';
import { useCompanyChange } from './use-company-change';

type QuotaValues = { product_group_ids: string[] };
type QuotaBody = Omit<CompanyQuotaCategoriesBody, 'version'>;

const quotaSchema = companyQuotaCategoriesBodySchema.omit({ version: true });
const idsOf = (values: QuotaValues) => values.product_group_ids.map(Number);

/** The contract's quota-categories schema (without the version) as the form's resolver. */
const quotaResolver = contractResolver(quotaSchema, {
  toBody: (values: QuotaValues) => ({ product_group_ids: idsOf(values) }),
  fieldOf: () => 'product_group_ids',
});

/**
 * The company's quota categories (decision 187): the product groups offered as quota categories,
 * ticked when the company has them. Staff may change them for a restricted company too; the
 * screen says that the supplier file restricts it.
 */
export function CompanyQuotaCategories({
  company,
  canChange,
}: {
  company: CompanyDetail;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const categories = company.product_groups.filter((group) => group.is_quota_category);
  const { control, handleSubmit, setError, formState } = useForm<QuotaValues, unknown, QuotaBody>({
    resolver: quotaResolver,
    defaultValues: {
      product_group_ids: categories.filter((group) => group.quota_requested).map((group) => String(group.id)),
    },
  });
  const save = useCompanyChange(
    company.id,
    (body: QuotaBody) => saveQuotaCategories(company.id, { version: company.version, ...body }),
    undefined,
    (field, message) => {
      if (field === 'product_group_ids') setError('product_group_ids', serverFieldError(message));
    },
  );
  const error = fieldError(formState.errors.product_group_ids);
  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      <Stack gap="xs">
        {company.is_restricted ? (
          <Alert color="yellow" title={t('backofficeCompanies.restrictedTitle')}>
            {t('backofficeCompanies.restrictedQuota')}
          </Alert>
        ) : null}
        <Fieldset legend={t('backofficeCompanies.quotaCategories')} variant="unstyled">
          <Controller
            control={control}
            name="product_group_ids"
            render={({ field }) => (
              <Checkbox.Group
                description={t('backofficeCompanies.quotaCategoriesHint')}
                value={field.value}
                onChange={field.onChange}
                error={error}
              >
                <Group mt="xs" gap="md">
                  {categories.map((group) => (
                    <Checkbox
                      key={group.id}
                      value={String(group.id)}
                      label={group.name}
                      disabled={!canChange}
                      onBlur={field.onBlur}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
        </Fieldset>
        {canChange ? (
          <div>
            <Button type="submit" variant="default" loading={save.isPending}>
              {t('backofficeCompanies.saveQuotaCategories')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </form>
  );
}
