import {
  type AdminExtraService,
  CATALOGUE_LIMITS,
  extraServiceUpdateSchema,
  formatMoney,
  type Language,
  updateExtraServiceEndpoint,
} from '@label-portal/contract';
import { Table, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../hooks/use-field-error';
import { callEndpoint } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-form';
import { RowSaveCell } from './row-save-cell';
import { useCatalogueSave } from './use-catalogue-save';

type Values = { name: { en: string; fr: string }; fee: string };
type Body = { name: { en: string; fr?: string | undefined }; fee: string; version: number };
const FIELDS = new Set(['name.en', 'name.fr', 'fee']);

/** One extra service as a row of the services table: its names and fee, saved at its version. */
export function ExtraServiceRow({ service }: { service: AdminExtraService }) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError({ max: CATALOGUE_LIMITS.textMax });
  const formId = `extra-service-${service.pk}`;
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Body>({
    resolver: contractResolver(extraServiceUpdateSchema, {
      toBody: (values) => ({ ...values, version: service.version }),
    }),
    defaultValues: { name: { en: service.name.en, fr: service.name.fr ?? '' }, fee: service.fee },
  });
  const { mutation, failure, reload } = useCatalogueSave(
    (body: Body) => callEndpoint(updateExtraServiceEndpoint, { params: { pk: service.pk }, body }),
    setError,
    (path) => (FIELDS.has(path) ? path : undefined),
  );
  const { errors } = formState;
  return (
    <Table.Tr>
      <Table.Td>{service.category}</Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('catalogue.nameEn')}
          form={formId}
          aria-required
          error={fieldError(errors.name?.en)}
          {...register('name.en')}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('catalogue.nameFr')}
          form={formId}
          error={fieldError(errors.name?.fr)}
          {...register('name.fr')}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('catalogue.fee')}
          form={formId}
          inputMode="decimal"
          aria-required
          error={fieldError(errors.fee)}
          description={formatMoney(service.fee, i18n.language as Language)}
          w={140}
          {...register('fee')}
        />
      </Table.Td>
      <RowSaveCell
        formId={formId}
        onSubmit={handleSubmit((body) => mutation.mutate(body))}
        saving={mutation.isPending}
        label={t('catalogue.save')}
        failure={failure}
        onReload={reload}
      />
    </Table.Tr>
  );
}
