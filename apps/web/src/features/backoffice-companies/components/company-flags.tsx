import {
  type CompanyDetail,
  companyUpdateBodySchema,
  TRANSPORT_RESTRICTIONS,
  type TransportRestriction,
} from '@label-portal/contract';
import { Button, Card, Select, Stack, Switch, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../hooks/use-field-error';
import { contractResolver } from '../../../lib/contract-form';
import { serverFieldError } from '../../../lib/server-messages';
import { updateCompany } from '../api/companies';
import { useCompanyChange } from './use-company-change';

/** The flags part of the contract's PATCH body; the version comes from the detail shown. */
const flagsSchema = companyUpdateBodySchema.omit({ version: true }).required();
type FlagValues = {
  blocked_for_ordering: boolean;
  blocked_completely: boolean;
  transport_restriction: TransportRestriction;
  handling_included: boolean;
};

/** Blocking flags (UNPAID_BILLS, INACTIVITY), transport restriction and handling included, saved together. */
export function CompanyFlags({ company, canChange }: { company: CompanyDetail; canChange: boolean }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, handleSubmit, setError, formState } = useForm<FlagValues>({
    resolver: contractResolver(flagsSchema),
    defaultValues: {
      blocked_for_ordering: company.blocked_for_ordering,
      blocked_completely: company.blocked_completely,
      transport_restriction: company.transport_restriction,
      handling_included: company.handling_included,
    },
  });
  const save = useCompanyChange(
    company.id,
    (body: FlagValues) => updateCompany(company.id, { version: company.version, ...body }),
    undefined,
    (field, message) => {
      if (field in formState.defaultValues!) setError(field as keyof FlagValues, serverFieldError(message));
    },
  );
  const errorOf = (field: keyof FlagValues) => fieldError(formState.errors[field]);
  return (
    <Card withBorder component="section" aria-labelledby="company-flags">
      <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="company-flags">
            {t('backofficeCompanies.flags')}
          </Title>
          <Controller
            control={control}
            name="blocked_for_ordering"
            render={({ field }) => (
              <Switch
                label={t('backofficeCompanies.unpaidBills')}
                checked={field.value}
                disabled={!canChange}
                error={errorOf('blocked_for_ordering')}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Controller
            control={control}
            name="blocked_completely"
            render={({ field }) => (
              <Switch
                label={t('backofficeCompanies.inactivity')}
                checked={field.value}
                disabled={!canChange}
                error={errorOf('blocked_completely')}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Controller
            control={control}
            name="transport_restriction"
            render={({ field }) => (
              <Select
                label={t('backofficeCompanies.transportRestriction')}
                data={TRANSPORT_RESTRICTIONS.map((value) => ({
                  value,
                  label: t(`backofficeCompanies.transport.${value}`),
                }))}
                value={field.value}
                allowDeselect={false}
                disabled={!canChange}
                error={errorOf('transport_restriction')}
                onChange={(value) => value && field.onChange(value as TransportRestriction)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Controller
            control={control}
            name="handling_included"
            render={({ field }) => (
              <Switch
                label={t('backofficeCompanies.handlingIncluded')}
                checked={field.value}
                disabled={!canChange}
                error={errorOf('handling_included')}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          {canChange ? (
            <div>
              <Button type="submit" loading={save.isPending}>
                {t('backofficeCompanies.save')}
              </Button>
            </div>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
