import {
  type AdminProductGroup,
  CATALOGUE_LIMITS,
  createProductGroupEndpoint,
  type ProductGroupInput,
  productGroupInputSchema,
  updateProductGroupEndpoint,
} from '@label-portal/contract';
import { NumberInput, Table, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../hooks/use-field-error';
import { callEndpoint } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-form';
import { RowSaveCell } from './row-save-cell';
import { useCatalogueSave } from './use-catalogue-save';

type Values = { name: string; sort_index: number | string };
const FIELDS = new Set(['name', 'sort_index']);

/** One product group as a row of the groups table (a new one on the last row), saved on its own. */
export function ProductGroupRow({ group }: { group: AdminProductGroup | undefined }) {
  const { t } = useTranslation();
  const fieldError = useFieldError({ max: CATALOGUE_LIMITS.groupNameMax });
  const formId = `product-group-${group?.pk ?? 'new'}`;
  const { register, control, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    ProductGroupInput
  >({
    resolver: contractResolver(productGroupInputSchema, {
      toBody: (values) => ({
        name: values.name,
        sort_index: values.sort_index === '' ? undefined : Number(values.sort_index),
      }),
    }),
    defaultValues: { name: group?.name ?? '', sort_index: group?.sort_index ?? 0 },
  });
  const { mutation, failure, reload } = useCatalogueSave(
    (body: ProductGroupInput) =>
      group
        ? callEndpoint(updateProductGroupEndpoint, {
            params: { pk: group.pk },
            body: { ...body, version: group.version },
          })
        : callEndpoint(createProductGroupEndpoint, { body }),
    setError,
    (path) => (FIELDS.has(path) ? path : undefined),
  );
  const { errors } = formState;
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          aria-label={t('catalogue.groupName')}
          form={formId}
          aria-required
          error={fieldError(errors.name)}
          {...register('name')}
        />
      </Table.Td>
      <Table.Td>
        <Controller
          control={control}
          name="sort_index"
          render={({ field }) => (
            <NumberInput
              aria-label={t('catalogue.sortIndex')}
              form={formId}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              w={100}
              error={fieldError(errors.sort_index)}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </Table.Td>
      <RowSaveCell
        formId={formId}
        onSubmit={handleSubmit((body) => mutation.mutate(body))}
        saving={mutation.isPending}
        label={group ? t('catalogue.save') : t('catalogue.create')}
        failure={failure}
        onReload={reload}
      />
    </Table.Tr>
  );
}
