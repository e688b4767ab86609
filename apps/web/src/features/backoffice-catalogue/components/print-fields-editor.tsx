import {
  type AdminCatalogue,
  type AdminProduct,
  barcodeFieldsOf,
  checkPrintFieldDefinitions,
  type Language,
  layoutFor,
  PRINT_FIELD_TYPES,
  type PrintFieldDefinitionInput,
  type Product,
  savePrintFieldsEndpoint,
  translateMessage,
} from '@label-portal/contract';
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../lib/api-client';
import { initialPrintForm, PrintDataForm, printFormReducer } from '../../ordering';
import { CATALOGUE_QUERY_KEY } from '../api/catalogue';
import { detailOf, fieldErrorsOf } from '../utils/errors';
import { toSupplierProduct } from '../utils/preview-product';

const INPUT_TYPES = ['text', 'checkbox', 'select', 'date', 'number'] as const;

function newField(index: number): PrintFieldDefinitionInput {
  return {
    index,
    name: `field_${index}`,
    label: { en: `Field ${index}` },
    description: { en: '' },
    type: 'text',
    field_type: 'STRING',
    validation: {},
    validation_message: { en: '' },
    default_value: '',
    read_only: false,
    dependencies: {},
    linked: [],
    options: [],
    format: '',
  };
}

function optionsText(field: PrintFieldDefinitionInput): string {
  return field.options.map((option) => `${option.value}=${option.label.en}`).join('\n');
}

function parseOptions(text: string): PrintFieldDefinitionInput['options'] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [value = '', ...label] = line.split('=');
      return { value: value.trim(), label: { en: label.join('=').trim() || value.trim() } };
    });
}

function numberOrUndefined(text: string): number | undefined {
  return text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text);
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
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<PrintFieldDefinitionInput[]>(() => product.print_fields);
  /** A stable key per edited field (names and indexes change while typing). */
  const [keys, setKeys] = useState<number[]>(() => product.print_fields.map((_, at) => at));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [detail, setDetail] = useState<string>();
  const localErrors = checkPrintFieldDefinitions(fields);
  const errorOf = (index: number, path: string) => {
    const key = `fields.${index}.${path}`;
    const local = localErrors[key];
    return serverErrors[key] ?? (local ? translateMessage(local, language) : undefined);
  };
  const change = (index: number, patch: Partial<PrintFieldDefinitionInput>) =>
    setFields((current) => current.map((field, at) => (at === index ? { ...field, ...patch } : field)));

  const save = useMutation({
    mutationFn: () =>
      callEndpoint(savePrintFieldsEndpoint, {
        params: { pk: product.pk },
        body: { version: product.version, fields },
      }),
    onSuccess: async () => {
      setServerErrors({});
      setDetail(undefined);
      notifications.show({ color: 'green', message: t('catalogue.saved') });
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY });
    },
    onError: (error) => {
      setServerErrors(fieldErrorsOf(error));
      setDetail(detailOf(error) ?? t('catalogue.saveFailed'));
    },
  });
  const previewable = Object.keys(localErrors).length === 0;
  const supplierProduct = toSupplierProduct(product, catalogue.product_groups, fields, language);

  return (
    <Stack gap="sm" component="section" aria-labelledby="print-definitions-title">
      <Divider />
      <Title order={3} size="h5" id="print-definitions-title">
        {t('catalogue.printFields')}
      </Title>
      {detail && (
        <Alert color="red" role="alert">
          {detail}
        </Alert>
      )}
      {fields.map((field, index) => (
        <Paper key={keys[index]} withBorder p="sm" aria-label={t('catalogue.printFieldN', { n: index + 1 })}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput
              label={t('catalogue.pf.name')}
              value={field.name}
              error={errorOf(index, 'name')}
              onChange={(e) => change(index, { name: e.currentTarget.value })}
            />
            <TextInput
              label={t('catalogue.pf.index')}
              value={String(field.index)}
              error={errorOf(index, 'index')}
              onChange={(e) => change(index, { index: Number(e.currentTarget.value) || 0 })}
            />
            <TextInput
              label={t('catalogue.pf.labelEn')}
              value={field.label.en}
              error={errorOf(index, 'label.en')}
              onChange={(e) => change(index, { label: { ...field.label, en: e.currentTarget.value } })}
            />
            <TextInput
              label={t('catalogue.pf.labelFr')}
              value={field.label.fr ?? ''}
              onChange={(e) => change(index, { label: { ...field.label, fr: e.currentTarget.value } })}
            />
            <Select
              label={t('catalogue.pf.type')}
              data={INPUT_TYPES.map((value) => ({ value, label: t(`catalogue.pf.types.${value}`) }))}
              value={field.type}
              allowDeselect={false}
              onChange={(value) =>
                change(index, { type: (value ?? 'text') as PrintFieldDefinitionInput['type'] })
              }
            />
            <Select
              label={t('catalogue.pf.fieldType')}
              data={[...PRINT_FIELD_TYPES]}
              value={field.field_type}
              allowDeselect={false}
              onChange={(value) =>
                change(index, { field_type: (value ?? 'STRING') as PrintFieldDefinitionInput['field_type'] })
              }
            />
            <TextInput
              label={t('catalogue.pf.regexp')}
              value={field.validation.regexp ?? ''}
              error={errorOf(index, 'validation.regexp')}
              onChange={(e) =>
                change(index, {
                  validation: { ...field.validation, regexp: e.currentTarget.value || undefined },
                })
              }
            />
            <TextInput
              label={t('catalogue.pf.messageEn')}
              value={field.validation_message.en}
              onChange={(e) =>
                change(index, {
                  validation_message: { ...field.validation_message, en: e.currentTarget.value },
                })
              }
            />
            <TextInput
              label={t('catalogue.pf.min')}
              value={field.validation.min ?? ''}
              error={errorOf(index, 'validation.min')}
              onChange={(e) =>
                change(index, {
                  validation: { ...field.validation, min: numberOrUndefined(e.currentTarget.value) },
                })
              }
            />
            <TextInput
              label={t('catalogue.pf.max')}
              value={field.validation.max ?? ''}
              error={errorOf(index, 'validation.max')}
              onChange={(e) =>
                change(index, {
                  validation: { ...field.validation, max: numberOrUndefined(e.currentTarget.value) },
                })
              }
            />
            <TextInput
              label={t('catalogue.pf.default')}
              value={field.default_value}
              error={errorOf(index, 'default_value')}
              onChange={(e) => change(index, { default_value: e.currentTarget.value })}
            />
            <TextInput
              label={t('catalogue.pf.format')}
              value={field.format}
              error={errorOf(index, 'format')}
              onChange={(e) => change(index, { format: e.currentTarget.value })}
            />
            <TextInput
              label={t('catalogue.pf.dependsOn')}
              value={field.dependencies.field ?? ''}
              error={errorOf(index, 'dependencies.field')}
              onChange={(e) =>
                change(index, {
                  dependencies: { ...field.dependencies, field: e.currentTarget.value || undefined },
                })
              }
            />
            <TextInput
              label={t('catalogue.pf.dependsValue')}
              value={field.dependencies.value ?? ''}
              onChange={(e) =>
                change(index, { dependencies: { ...field.dependencies, value: e.currentTarget.value } })
              }
            />
            <Textarea
              label={t('catalogue.pf.options')}
              value={optionsText(field)}
              autosize
              minRows={1}
              error={errorOf(index, 'options')}
              onChange={(e) => change(index, { options: parseOptions(e.currentTarget.value) })}
            />
            <Stack gap={4} justify="flex-end">
              <Checkbox
                label={t('catalogue.pf.blank')}
                checked={field.validation.blank ?? false}
                onChange={(e) =>
                  change(index, { validation: { ...field.validation, blank: e.currentTarget.checked } })
                }
              />
              <Checkbox
                label={t('catalogue.pf.readOnly')}
                checked={field.read_only}
                onChange={(e) => change(index, { read_only: e.currentTarget.checked })}
              />
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => {
                setFields((current) => current.filter((_, at) => at !== index));
                setKeys((current) => current.filter((_, at) => at !== index));
              }}
            >
              {t('catalogue.pf.remove')}
            </Button>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button
          variant="default"
          onClick={() => {
            setFields((current) => [...current, newField(current.length + 1)]);
            setKeys((current) => [...current, Math.max(-1, ...current) + 1]);
          }}
        >
          {t('catalogue.pf.add')}
        </Button>
        <Button onClick={() => save.mutate()} loading={save.isPending}>
          {t('catalogue.pf.save')}
        </Button>
      </Group>
      <Title order={3} size="h5">
        {t('catalogue.pf.preview')}
      </Title>
      {previewable ? (
        <FormPreview key={JSON.stringify(fields)} product={supplierProduct} />
      ) : (
        <Alert color="orange">{t('catalogue.pf.previewBlocked')}</Alert>
      )}
    </Stack>
  );
}
