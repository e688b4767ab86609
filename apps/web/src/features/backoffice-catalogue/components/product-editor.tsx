import {
  type AdminCatalogue,
  type AdminProduct,
  createProductEndpoint,
  formatMoney,
  type Language,
  layoutFor,
  PRODUCT_OPTION_RIBBON,
  type ProductInput,
  pickText,
  saveProductImageEndpoint,
  setProductStatusEndpoint,
  updateProductEndpoint,
} from '@label-portal/contract';
import {
  Alert,
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
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../lib/api-client';
import { PrintPreview } from '../../ordering';
import { CATALOGUE_QUERY_KEY } from '../api/catalogue';
import { detailOf, fieldErrorsOf } from '../utils/errors';
import { toSupplierProduct } from '../utils/preview-product';
import { PrintFieldsEditor } from './print-fields-editor';

type FormValues = Omit<ProductInput, 'overlay_specification' | 'product_options'> & {
  overlay_text: string;
  ribbon: boolean;
};

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
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    defaultValues: formValuesOf(product, catalogue.product_groups[0]?.pk ?? 0),
  });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [detail, setDetail] = useState<string>();
  const retired = product?.status === 'RETIRED';

  const onDone = async (message: string) => {
    setServerErrors({});
    setDetail(undefined);
    notifications.show({ color: 'green', message });
    await queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY });
  };
  const onRefused = (error: unknown) => {
    setServerErrors(fieldErrorsOf(error));
    setDetail(detailOf(error) ?? t('catalogue.saveFailed'));
  };

  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      let overlay: Record<string, unknown> = {};
      try {
        overlay = JSON.parse(values.overlay_text || '{}') as Record<string, unknown>;
      } catch {
        throw new Error('overlay');
      }
      const { overlay_text: _overlay, ribbon, ...rest } = values;
      const body: ProductInput = {
        ...rest,
        labels_per_unit: Number(values.labels_per_unit),
        overlay_specification: overlay,
        product_options: ribbon ? [PRODUCT_OPTION_RIBBON] : [],
      };
      return product
        ? callEndpoint(updateProductEndpoint, {
            params: { pk: product.pk },
            body: { ...body, version: product.version },
          })
        : callEndpoint(createProductEndpoint, { body });
    },
    onSuccess: () => onDone(t('catalogue.saved')),
    onError: (error) =>
      error instanceof Error && error.message === 'overlay'
        ? setServerErrors({ overlay_specification: t('catalogue.overlayInvalid') })
        : onRefused(error),
  });
  const status = useMutation({
    mutationFn: (next: 'ACTIVE' | 'BLOCKED' | 'RETIRED') =>
      callEndpoint(setProductStatusEndpoint, {
        params: { pk: product!.pk },
        body: { status: next, version: product!.version },
      }),
    onSuccess: () => onDone(t('catalogue.saved')),
    onError: onRefused,
  });
  const image = useMutation({
    mutationFn: async (file: File) =>
      callEndpoint(saveProductImageEndpoint, {
        params: { pk: product!.pk },
        body: { data_url: await readDataUrl(file), version: product!.version },
      }),
    onSuccess: () => onDone(t('catalogue.saved')),
    onError: onRefused,
  });

  const watched = form.watch();
  let overlaySpecification: Record<string, unknown> = {};
  try {
    overlaySpecification = JSON.parse(watched.overlay_text || '{}') as Record<string, unknown>;
  } catch {
    overlaySpecification = {};
  }
  const layout = layoutFor({
    label_type_code: watched.label_type_code,
    overlay_specification: overlaySpecification,
  });
  const previewFields = product
    ? toSupplierProduct(product, catalogue.product_groups, product.print_fields, language).print_fields
    : [];
  const err = (name: string) => serverErrors[name];

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
        {detail && (
          <Alert color="red" role="alert">
            {detail}
          </Alert>
        )}
        <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
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
                  error={err('label_length')}
                  {...form.register('label_length')}
                />
                <TextInput
                  label={t('catalogue.labelWidth')}
                  error={err('label_width')}
                  {...form.register('label_width')}
                />
                <Controller
                  control={form.control}
                  name="labels_per_unit"
                  render={({ field }) => (
                    <NumberInput
                      label={t('catalogue.labelsPerUnit')}
                      value={field.value}
                      onChange={(value) => field.onChange(Number(value))}
                      allowDecimal={false}
                      error={err('labels_per_unit')}
                    />
                  )}
                />
                <TextInput
                  label={t('catalogue.unitPrice')}
                  error={err('unit_price')}
                  description={product ? formatMoney(product.unit_price, language) : undefined}
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
                error={err('overlay_specification')}
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
              <Button variant="light" onClick={() => status.mutate('ACTIVE')}>
                {t('catalogue.unblock')}
              </Button>
            ) : (
              <Button variant="light" color="orange" onClick={() => status.mutate('BLOCKED')}>
                {t('catalogue.block')}
              </Button>
            )}
            <Button
              variant="light"
              color="red"
              onClick={() => {
                if (window.confirm(t('catalogue.retireConfirm'))) status.mutate('RETIRED');
              }}
            >
              {t('catalogue.retire')}
            </Button>
            <FileInput
              label={t('catalogue.image')}
              accept="image/png,image/jpeg,image/gif,image/webp"
              error={err('data_url')}
              onChange={(file) => file && image.mutate(file)}
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
