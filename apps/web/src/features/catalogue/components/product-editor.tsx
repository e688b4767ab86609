import {
  type AdminCatalogue,
  type AdminProduct,
  CATALOGUE_LIMITS,
  createProductEndpoint,
  formatUnitPrice,
  type Language,
  layoutFor,
  PRODUCT_OPTION_RIBBON,
  type ProductInput,
  pickText,
  productInputSchema,
  productUpdateSchema,
  saveProductImageEndpoint,
  setProductStatusEndpoint,
  updateProductEndpoint,
} from '@label-portal/contract';
import {
  Button,
  Checkbox,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { useFieldError } from '../../../hooks/use-field-error';
import { callEndpoint } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-form';
import { PrintPreview } from '../../orders';
import { toSupplierProduct } from '../utils/preview-product';
import { PrintFieldsEditor } from './print-fields-editor';
import { useCatalogueSave } from './use-catalogue-save';

type FormValues = Omit<ProductInput, 'overlay_specification' | 'product_options' | 'labels_per_unit'> & {
  labels_per_unit: number | string;
  overlay_text: string;
  ribbon: boolean;
};

/** The overlay specification typed as JSON: an object, or undefined when it is not one. */
function parseOverlay(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text.trim() || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The request body of the form's values (the version added when the product exists). */
function bodyOf(values: FormValues, version: number | undefined): ProductInput & { version?: number } {
  const { overlay_text: overlayText, ribbon, ...rest } = values;
  return {
    ...rest,
    labels_per_unit: values.labels_per_unit === '' ? Number.NaN : Number(values.labels_per_unit),
    overlay_specification: parseOverlay(overlayText) ?? {},
    product_options: ribbon ? [PRODUCT_OPTION_RIBBON] : [],
    ...(version === undefined ? {} : { version }),
  };
}

/** The body paths that are a field of the form (the overlay is typed as JSON text). */
function fieldOf(path: string): string {
  if (path.startsWith('overlay_specification')) return 'overlay_text';
  if (path.startsWith('product_options')) return 'ribbon';
  return path;
}

/** The contract's product schema over the form, and the overlay text that must be a JSON object. */
function productResolver(version: number | undefined): Resolver<FormValues, unknown, ProductInput> {
  const schemaResolver = contractResolver<FormValues, ProductInput>(
    version === undefined ? productInputSchema : productUpdateSchema,
    { toBody: (values) => bodyOf(values, version), fieldOf },
  );
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (parseOverlay(values.overlay_text) !== undefined) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        overlay_text: { type: 'validate', message: 'catalogue.overlayInvalid' },
      },
    };
  };
}

const FORM_FIELDS = new Set([
  'product_group',
  'customer_reference',
  'description.en',
  'description.fr',
  'label_length',
  'label_width',
  'labels_per_unit',
  'winding_direction',
  'rewind_flag',
  'note.en',
  'note.fr',
  'destination.en',
  'destination.fr',
  'label_type_code',
  'extra_services',
  'unit_price',
]);

function formValuesOf(product: AdminProduct | undefined, groupPk: number): FormValues {
  return {
    product_group: product?.product_group ?? groupPk,
    customer_reference: product?.customer_reference ?? '',
    description: { en: product?.description.en ?? '', fr: product?.description.fr ?? '' },
    label_length: product?.label_length ?? '',
    label_width: product?.label_width ?? '',
    labels_per_unit: product?.labels_per_unit ?? 1000,
    winding_direction: product?.winding_direction ?? '',
    rewind_flag: product?.rewind_flag ?? false,
    note: { en: product?.note.en ?? '', fr: product?.note.fr ?? '' },
    destination: { en: product?.destination.en ?? '', fr: product?.destination.fr ?? '' },
    ribbon: product?.product_options.includes(PRODUCT_OPTION_RIBBON) ?? false,
    label_type_code: product?.label_type_code ?? '',
    overlay_text: JSON.stringify(product?.overlay_specification ?? {}, null, 2),
    extra_services: product?.extra_services ?? [],
    unit_price: product?.unit_price ?? '',
  };
}

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface ProductEditorProps {
  catalogue: AdminCatalogue;
  /** The product edited; none for a new one. */
  product: AdminProduct | undefined;
  onClose: () => void;
}

/** Creates or edits a product: every field of domain.md section 3, its status, image and print form. */
export function ProductEditor({ catalogue, product, onClose }: ProductEditorProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const fieldError = useFieldError({ max: CATALOGUE_LIMITS.textMax });
  const form = useForm<FormValues, unknown, ProductInput>({
    resolver: productResolver(product?.version),
    defaultValues: formValuesOf(product, catalogue.product_groups[0]?.pk ?? 0),
  });
  const retired = product?.status === 'RETIRED';
  const { errors } = form.formState;

  const {
    mutation: save,
    failure: saveFailure,
    reload,
  } = useCatalogueSave(
    (body: ProductInput) =>
      product
        ? callEndpoint(updateProductEndpoint, {
            params: { pk: product.pk },
            body: { ...body, version: product.version },
          })
        : callEndpoint(createProductEndpoint, { body }),
    form.setError,
    (path) =>
      FORM_FIELDS.has(path) ? path : path.startsWith('overlay_specification') ? 'overlay_text' : undefined,
  );
  const { mutation: status, failure: statusFailure } = useCatalogueSave(
    (next: 'ACTIVE' | 'BLOCKED' | 'RETIRED') =>
      callEndpoint(setProductStatusEndpoint, {
        params: { pk: product!.pk },
        body: { status: next, version: product!.version },
      }),
    form.setError,
    () => undefined,
  );
  const {
    mutation: image,
    failure: imageFailure,
    setFailure: setImageFailure,
  } = useCatalogueSave(
    async (file: File) =>
      callEndpoint(saveProductImageEndpoint, {
        params: { pk: product!.pk },
        body: { data_url: await readDataUrl(file), version: product!.version },
      }),
    form.setError,
    () => undefined,
  );
  const failure = saveFailure ?? statusFailure;

  const watched = form.watch();
  const layout = layoutFor({
    label_type_code: watched.label_type_code,
    overlay_specification: parseOverlay(watched.overlay_text) ?? {},
  });
  const previewFields = product
    ? toSupplierProduct(product, catalogue.product_groups, product.print_fields, language).print_fields
    : [];
  const err = (name: string) => {
    let error: unknown = errors;
    for (const segment of name.split('.')) error = (error as Record<string, unknown> | undefined)?.[segment];
    return fieldError(error as Parameters<typeof fieldError>[0]);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="product-editor-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="product-editor-title">
            {product
              ? t('catalogue.editProduct', { reference: product.customer_reference })
              : t('catalogue.newProduct')}
          </Title>
          <Button variant="default" onClick={onClose}>
            {t('catalogue.close')}
          </Button>
        </Group>
        {product && (
          <Text size="sm">
            {t('catalogue.statusLine', {
              status: t(`catalogue.status.${product.status}`),
              version: product.version,
            })}
          </Text>
        )}
        <FormFailureAlert failure={failure} onReload={reload} />
        <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
          <fieldset disabled={retired} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('catalogue.reference')}
                  required
                  error={err('customer_reference')}
                  {...form.register('customer_reference')}
                />
                <Controller
                  control={form.control}
                  name="product_group"
                  render={({ field }) => (
                    <Select
                      label={t('catalogue.group')}
                      data={catalogue.product_groups.map((group) => ({
                        value: String(group.pk),
                        label: group.name,
                      }))}
                      value={String(field.value)}
                      onChange={(value) => field.onChange(Number(value))}
                      error={err('product_group')}
                      allowDeselect={false}
                    />
                  )}
                />
                <TextInput
                  label={t('catalogue.descriptionEn')}
                  required
                  error={err('description.en')}
                  {...form.register('description.en')}
                />
                <TextInput
                  label={t('catalogue.descriptionFr')}
                  error={err('description.fr')}
                  {...form.register('description.fr')}
                />
                <TextInput
                  label={t('catalogue.labelLength')}
                  required
                  inputMode="decimal"
                  error={err('label_length')}
                  {...form.register('label_length')}
                />
                <TextInput
                  label={t('catalogue.labelWidth')}
                  required
                  inputMode="decimal"
                  error={err('label_width')}
                  {...form.register('label_width')}
                />
                <Controller
                  control={form.control}
                  name="labels_per_unit"
                  render={({ field }) => (
                    <NumberInput
                      label={t('catalogue.labelsPerUnit')}
                      required
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      allowDecimal={false}
                      allowNegative={false}
                      error={err('labels_per_unit')}
                    />
                  )}
                />
                <TextInput
                  label={t('catalogue.unitPrice')}
                  required
                  inputMode="decimal"
                  error={err('unit_price')}
                  description={product ? formatUnitPrice(product.unit_price, language) : undefined}
                  {...form.register('unit_price')}
                />
                <TextInput
                  label={t('catalogue.winding')}
                  error={err('winding_direction')}
                  {...form.register('winding_direction')}
                />
                <TextInput
                  label={t('catalogue.labelTypeCode')}
                  error={err('label_type_code')}
                  {...form.register('label_type_code')}
                />
                <TextInput
                  label={t('catalogue.noteEn')}
                  error={err('note.en')}
                  {...form.register('note.en')}
                />
                <TextInput
                  label={t('catalogue.noteFr')}
                  error={err('note.fr')}
                  {...form.register('note.fr')}
                />
                <TextInput
                  label={t('catalogue.destinationEn')}
                  error={err('destination.en')}
                  {...form.register('destination.en')}
                />
                <TextInput
                  label={t('catalogue.destinationFr')}
                  error={err('destination.fr')}
                  {...form.register('destination.fr')}
                />
              </SimpleGrid>
              <Group>
                <Checkbox label={t('catalogue.rewind')} {...form.register('rewind_flag')} />
                <Checkbox label={t('catalogue.ribbon')} {...form.register('ribbon')} />
              </Group>
              <Controller
                control={form.control}
                name="extra_services"
                render={({ field }) => (
                  <Checkbox.Group
                    label={t('catalogue.extraServices')}
                    value={field.value.map(String)}
                    onChange={(values) => field.onChange(values.map(Number))}
                    error={err('extra_services')}
                  >
                    <Group mt={4}>
                      {catalogue.extra_services.map((service) => (
                        <Checkbox
                          key={service.pk}
                          value={String(service.pk)}
                          label={pickText(service.name, language)}
                        />
                      ))}
                    </Group>
                  </Checkbox.Group>
                )}
              />
              <Textarea
                label={t('catalogue.overlay')}
                autosize
                minRows={2}
                maxRows={8}
                error={err('overlay_text')}
                {...form.register('overlay_text')}
              />
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {t('catalogue.save')}
                </Button>
              </Group>
            </Stack>
          </fieldset>
        </form>
        {product && !retired && (
          <Group>
            {product.status === 'BLOCKED' ? (
              <Button variant="light" onClick={() => status.mutate('ACTIVE')} loading={status.isPending}>
                {t('catalogue.unblock')}
              </Button>
            ) : (
              <Button
                variant="light"
                color="orange"
                onClick={() => status.mutate('BLOCKED')}
                loading={status.isPending}
              >
                {t('catalogue.block')}
              </Button>
            )}
            <Button
              variant="light"
              color="red"
              loading={status.isPending}
              onClick={() => {
                if (window.confirm(t('catalogue.retireConfirm'))) status.mutate('RETIRED');
              }}
            >
              {t('catalogue.retire')}
            </Button>
            <FileInput
              label={t('catalogue.image')}
              accept="image/png,image/jpeg,image/gif,image/webp"
              error={imageFailure?.message}
              onChange={(file) => {
                setImageFailure(undefined);
                if (file) image.mutate(file);
              }}
              clearable={false}
              w={260}
            />
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t('catalogue.blockRetireHelp')}
        </Text>
        <Title order={3} size="h5">
          {t('catalogue.layoutPreview')}
        </Title>
        <PrintPreview
          reference={watched.customer_reference}
          layout={layout}
          fields={previewFields}
          values={Object.fromEntries(previewFields.map((field) => [field.name, field.default_value]))}
        />
        {product && !retired && <PrintFieldsEditor catalogue={catalogue} product={product} />}
      </Stack>
    </Paper>
  );
}
