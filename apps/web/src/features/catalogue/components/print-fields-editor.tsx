import {
  type AdminCatalogue,
  type AdminProduct,
  barcodeFieldsOf,
  CATALOGUE_LIMITS,
  type Language,
  layoutFor,
  PRINT_FIELD_TYPES,
  type PrintFieldDefinitionInput,
  type Product,
  printFieldDefinitionsUpdateSchema,
  savePrintFieldsEndpoint,
} from '@label-portal/contract';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { useFieldError } from '../../../hooks/use-field-error';
import { callEndpoint } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-form';
import { initialPrintForm, PrintDataForm, printFormReducer } from '../../orders';
import { toSupplierProduct } from '../utils/preview-product';
import { useCatalogueSave } from './use-catalogue-save';

const INPUT_TYPES = ['text', 'checkbox', 'select', 'date', 'number'] as const;

/** One definition as the form holds it: numbers as typed (empty allowed), the options as text. */
type FieldRow = Omit<
  PrintFieldDefinitionInput,
  'index' | 'validation' | 'options' | 'label' | 'validation_message'
> & {
  index: number | string;
  label: { en: string; fr: string };
  validation_message: { en: string; fr: string };
  validation: { min: number | string; max: number | string; blank: boolean; regexp: string };
  options_text: string;
};
type Values = { fields: FieldRow[] };
type Body = { version: number; fields: PrintFieldDefinitionInput[] };

function newRow(index: number): FieldRow {
  return {
    index,
    name: `field_${index}`,
    label: { en: `Field ${index}`, fr: '' },
    description: { en: '' },
    type: 'text',
    field_type: 'STRING',
    validation: { min: '', max: '', blank: false, regexp: '' },
    validation_message: { en: '', fr: '' },
    default_value: '',
    read_only: false,
    dependencies: {},
    linked: [],
    options_text: '',
    format: '',
  };
}

/** The options as text: `value=English label|French label`, one a line (the French part optional). */
function optionsText(options: PrintFieldDefinitionInput['options']): string {
  return options
    .map((option) => `${option.value}=${option.label.en}${option.label.fr ? `|${option.label.fr}` : ''}`)
    .join('\n');
}

function parseOptions(text: string): PrintFieldDefinitionInput['options'] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [value = '', ...rest] = line.split('=');
      const [en = '', fr = ''] = rest.join('=').split('|');
      return {
        value: value.trim(),
        label: { en: en.trim() || value.trim(), ...(fr.trim() ? { fr: fr.trim() } : {}) },
      };
    });
}

function rowOf(definition: PrintFieldDefinitionInput): FieldRow {
  const { options, validation, ...rest } = definition;
  return {
    ...rest,
    label: { en: definition.label.en, fr: definition.label.fr ?? '' },
    validation_message: { en: definition.validation_message.en, fr: definition.validation_message.fr ?? '' },
    validation: {
      min: validation.min ?? '',
      max: validation.max ?? '',
      blank: validation.blank ?? false,
      regexp: validation.regexp ?? '',
    },
    options_text: optionsText(options),
  };
}

/** A number typed in a NumberInput: empty is none (the schema says so when one is needed). */
function numberOf(value: number | string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/** The definition the server receives for a row of the form. */
function definitionOf(row: FieldRow): PrintFieldDefinitionInput {
  const { options_text: optionsText, validation, ...rest } = row;
  const min = numberOf(validation.min);
  const max = numberOf(validation.max);
  return {
    ...rest,
    index: numberOf(row.index) as number,
    validation: {
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
      blank: validation.blank,
      ...(validation.regexp ? { regexp: validation.regexp } : {}),
    },
    dependencies: {
      ...(row.dependencies.field ? { field: row.dependencies.field } : {}),
      ...(row.dependencies.value === undefined ? {} : { value: row.dependencies.value }),
    },
    options: parseOptions(optionsText),
  };
}

/** A body path's form field: a definition's options are typed as one text. */
function fieldOf(path: string): string {
  const options = /^(fields\.\d+)\.options\b/.exec(path);
  return options ? `${options[1]}.options_text` : path;
}

/** The supplier's print form from the definitions being edited, with its live preview. */
function FormPreview({ product }: { product: Product }) {
  const barcodeFields = barcodeFieldsOf(layoutFor(product));
  const [state, setState] = useState(() => initialPrintForm(product.print_fields));
  return (
    <PrintDataForm
      rowId={`definitions-${product.pk}`}
      product={product}
      state={state}
      serverErrors={undefined}
      disabled={false}
      showAllErrors={false}
      onAction={(action) =>
        setState((current) => printFormReducer(product.print_fields, barcodeFields, current, action))
      }
    />
  );
}

/** The print field definitions of the PRINTING service of a product, saved at once with its version. */
export function PrintFieldsEditor({
  catalogue,
  product,
}: {
  catalogue: AdminCatalogue;
  product: AdminProduct;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const fieldError = useFieldError({ max: CATALOGUE_LIMITS.textMax });
  const toBody = (values: Values) => ({ version: product.version, fields: values.fields.map(definitionOf) });
  const { control, register, handleSubmit, setError, watch, formState } = useForm<Values, unknown, Body>({
    mode: 'onChange',
    resolver: contractResolver<Values, Body>(printFieldDefinitionsUpdateSchema, { toBody, fieldOf }),
    defaultValues: { fields: product.print_fields.map(rowOf) },
  });
  const rows = useFieldArray({ control, name: 'fields' });
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const { mutation, failure, reload } = useCatalogueSave(
    (body: Body) => callEndpoint(savePrintFieldsEndpoint, { params: { pk: product.pk }, body }),
    setError,
    (path) => (path.startsWith('fields.') ? fieldOf(path) : undefined),
  );
  const { errors } = formState;
  const errorOf = (index: number, path: string) => {
    let error: unknown = errors.fields?.[index];
    for (const segment of path.split('.')) error = (error as Record<string, unknown> | undefined)?.[segment];
    return fieldError(error as Parameters<typeof fieldError>[0]);
  };
  const body = toBody(watch());
  const previewable = printFieldDefinitionsUpdateSchema.safeParse(body).success;
  const supplierProduct = toSupplierProduct(product, catalogue.product_groups, body.fields, language);
  const submit = handleSubmit(
    (values) => {
      setInvalidSubmit(false);
      mutation.mutate(values);
    },
    () => setInvalidSubmit(true),
  );
  const numberInput = (index: number, name: 'index' | 'validation.min' | 'validation.max', label: string) => (
    <Controller
      control={control}
      name={`fields.${index}.${name}`}
      render={({ field }) => (
        <NumberInput
          label={label}
          allowDecimal={false}
          required={name === 'index'}
          name={field.name}
          ref={field.ref}
          value={field.value as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorOf(index, name)}
        />
      )}
    />
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="print-definitions-title">
      <Divider />
      <Title order={3} size="h5" id="print-definitions-title">
        {t('catalogue.printFields')}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="print-definitions-title">
        <Stack gap="sm">
          {rows.fields.map((row, index) => (
            <Paper
              key={row.id}
              withBorder
              p="sm"
              component="fieldset"
              style={{ minWidth: 0, margin: 0 }}
              aria-label={t('catalogue.printFieldN', { n: index + 1 })}
            >
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                <TextInput
                  label={t('catalogue.pf.name')}
                  required
                  error={errorOf(index, 'name')}
                  {...register(`fields.${index}.name`)}
                />
                {numberInput(index, 'index', t('catalogue.pf.index'))}
                <TextInput
                  label={t('catalogue.pf.labelEn')}
                  required
                  error={errorOf(index, 'label.en')}
                  {...register(`fields.${index}.label.en`)}
                />
                <TextInput
                  label={t('catalogue.pf.labelFr')}
                  error={errorOf(index, 'label.fr')}
                  {...register(`fields.${index}.label.fr`)}
                />
                <Controller
                  control={control}
                  name={`fields.${index}.type`}
                  render={({ field }) => (
                    <Select
                      label={t('catalogue.pf.type')}
                      data={INPUT_TYPES.map((value) => ({ value, label: t(`catalogue.pf.types.${value}`) }))}
                      value={field.value}
                      onChange={(value) => field.onChange(value ?? 'text')}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      allowDeselect={false}
                      error={errorOf(index, 'type')}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`fields.${index}.field_type`}
                  render={({ field }) => (
                    <Select
                      label={t('catalogue.pf.fieldType')}
                      data={PRINT_FIELD_TYPES.map((value) => ({
                        value,
                        label: t(`catalogue.pf.fieldTypes.${value}`),
                      }))}
                      value={field.value}
                      onChange={(value) => field.onChange(value ?? 'STRING')}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      allowDeselect={false}
                      error={errorOf(index, 'field_type')}
                    />
                  )}
                />
                <TextInput
                  label={t('catalogue.pf.regexp')}
                  spellCheck={false}
                  error={errorOf(index, 'validation.regexp')}
                  {...register(`fields.${index}.validation.regexp`)}
                />
                {numberInput(index, 'validation.min', t('catalogue.pf.min'))}
                {numberInput(index, 'validation.max', t('catalogue.pf.max'))}
                <TextInput
                  label={t('catalogue.pf.messageEn')}
                  error={errorOf(index, 'validation_message.en')}
                  {...register(`fields.${index}.validation_message.en`)}
                />
                <TextInput
                  label={t('catalogue.pf.messageFr')}
                  error={errorOf(index, 'validation_message.fr')}
                  {...register(`fields.${index}.validation_message.fr`)}
                />
                <TextInput
                  label={t('catalogue.pf.default')}
                  error={errorOf(index, 'default_value')}
                  {...register(`fields.${index}.default_value`)}
                />
                <TextInput
                  label={t('catalogue.pf.format')}
                  error={errorOf(index, 'format')}
                  {...register(`fields.${index}.format`)}
                />
                <TextInput
                  label={t('catalogue.pf.dependsOn')}
                  error={errorOf(index, 'dependencies.field')}
                  {...register(`fields.${index}.dependencies.field`)}
                />
                <TextInput
                  label={t('catalogue.pf.dependsValue')}
                  error={errorOf(index, 'dependencies.value')}
                  {...register(`fields.${index}.dependencies.value`)}
                />
                <Textarea
                  label={t('catalogue.pf.options')}
                  autosize
                  minRows={1}
                  error={errorOf(index, 'options_text')}
                  {...register(`fields.${index}.options_text`)}
                />
                <Stack gap={4} justify="flex-end">
                  <Checkbox
                    label={t('catalogue.pf.blank')}
                    {...register(`fields.${index}.validation.blank`)}
                  />
                  <Checkbox label={t('catalogue.pf.readOnly')} {...register(`fields.${index}.read_only`)} />
                </Stack>
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                <Button variant="subtle" color="red" size="xs" onClick={() => rows.remove(index)}>
                  {t('catalogue.pf.remove')}
                </Button>
              </Group>
            </Paper>
          ))}
          {invalidSubmit && Object.keys(errors).length > 0 ? (
            <Alert color="red" role="alert">
              {t('catalogue.saveFailed')}
            </Alert>
          ) : null}
          <FormFailureAlert failure={failure} onReload={reload} />
          <Group>
            <Button
              variant="default"
              disabled={rows.fields.length >= CATALOGUE_LIMITS.printFieldsMax}
              onClick={() => rows.append(newRow(rows.fields.length + 1))}
            >
              {t('catalogue.pf.add')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('catalogue.pf.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Title order={3} size="h5">
        {t('catalogue.pf.preview')}
      </Title>
      {previewable ? (
        <FormPreview key={JSON.stringify(body.fields)} product={supplierProduct} />
      ) : (
        <Alert color="orange">{t('catalogue.pf.previewBlocked')}</Alert>
      )}
    </Stack>
  );
}
