import { type CompanyDetail, companyQuotaCategoriesBodySchema } from '@label-portal/contract';
import { Alert, Button, Checkbox, Fieldset, Group, Stack } from '@mantine/core';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveQuotaCategories } from '../api/companies';
import { useCompanyChange } from './use-company-change';

type QuotaValues = { product_group_ids: string[] };

const quotaSchema = companyQuotaCategoriesBodySchema.omit({ version: true });
const idsOf = (values: QuotaValues) => values.product_group_ids.map(Number);

/** The contract's quota-categories schema (without the version) as the form's resolver. */
const quotaResolver: Resolver<QuotaValues> = async (values) => {
  const checked = quotaSchema.safeParse({ product_group_ids: idsOf(values) });
  if (checked.success) return { values, errors: {} };
  const errors: FieldErrors<QuotaValues> = {
    product_group_ids: { type: 'validation', message: checked.error.issues[0]!.message },
  };
  return { values: {}, errors };
};

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
  const categories = company.product_groups.filter((group) => group.is_quota_category);
  const { control, handleSubmit, setError, formState } = useForm<QuotaValues>({
    resolver: quotaResolver,
    defaultValues: {
      product_group_ids: categories.filter((group) => group.quota_requested).map((group) => String(group.id)),
    },
  });
  const save = useCompanyChange(
    company.id,
    (values: QuotaValues) =>
      saveQuotaCategories(company.id, { version: company.version, product_group_ids: idsOf(values) }),
    undefined,
    (field, message) => {
      if (field === 'product_group_ids') setError('product_group_ids', { message });
    },
  );
  const error = formState.errors.product_group_ids?.message;
  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      <Stack gap="xs">
        {company.is_restricted ? (
          <Alert color="yellow" title={t('boCompanies.restrictedTitle')}>
            {t('boCompanies.restrictedQuota')}
          </Alert>
        ) : null}
        <Fieldset legend={t('boCompanies.quotaCategories')} variant="unstyled">
          <Controller
            control={control}
            name="product_group_ids"
            render={({ field }) => (
              <Checkbox.Group
                description={t('boCompanies.quotaCategoriesHint')}
                value={field.value}
                onChange={field.onChange}
                error={error ? t(error) : undefined}
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
              {t('boCompanies.saveQuotaCategories')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </form>
  );
}
