import { barcodeFieldsOf, isPrintFieldVisible, layoutFor, type Product } from '@label-portal/contract';
import { Alert, Button, Checkbox, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEraser, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PrintFormAction,
  type PrintFormState,
  printFormErrors,
  printStatusOf,
  sortedFields,
} from '../utils/print-form';
import { PrintFieldInput } from './print-field-input';
import { PrintPreview } from './print-preview';

interface PrintDataFormProps {
  rowId: string;
  product: Product;
  state: PrintFormState;
  /** The server's messages on the fields of a refused draft or order, by field name. */
  serverErrors: Readonly<Record<string, string>> | undefined;
  disabled: boolean;
  /** CHECKOUT was tried: every field shows its message, touched or not. */
  showAllErrors: boolean;
  onAction: (action: PrintFormAction) => void;
}

/** The print data form of a row, generated from the product's print fields, with its live preview. */
export function PrintDataForm(props: PrintDataFormProps) {
  const { rowId, product, state, serverErrors, disabled, showAllErrors, onAction } = props;
  const { t } = useTranslation();
  /** The fields the user has been in: a field's own message shows once touched, or after CHECKOUT. */
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (name: string) =>
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  const shownError = (name: string) =>
    ((touched.has(name) || showAllErrors) && !state.pristine ? errors[name] : undefined) ??
    serverErrors?.[name];
  const fields = sortedFields(product.print_fields);
  const layout = layoutFor(product);
  const errors = printFormErrors(fields, state.values, barcodeFieldsOf(layout));
  const hasErrors = Object.keys(errors).length > 0;
  const status = printStatusOf(state);
  const titleId = `print-title-${rowId}`;

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {t('ordering.print.title', { reference: product.customer_reference })}
      </Title>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} p="xs">
        <List size="xs" spacing={2}>
          <List.Item>{t('ordering.print.noticeSpaces')}</List.Item>
          <List.Item>{t('ordering.print.noticeGrey')}</List.Item>
          <List.Item>{t('ordering.print.noticeTolerance')}</List.Item>
        </List>
      </Alert>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="xs">
          {fields
            .filter((field) => isPrintFieldVisible(field, state.values))
            .map((field) => (
              <PrintFieldInput
                key={field.name}
                rowId={rowId}
                field={field}
                value={state.values[field.name]}
                error={shownError(field.name)}
                disabled={disabled}
                onChange={(value) => onAction({ type: 'change', name: field.name, value })}
                onTouched={() => touch(field.name)}
              />
            ))}
        </Stack>
        <PrintPreview
          reference={product.customer_reference}
          layout={layout}
          fields={fields}
          values={state.values}
        />
      </SimpleGrid>
      {status === 'unconfirmed' && (
        <Text size="sm" c="orange.9" role="status">
          {t('ordering.print.completeAndConfirm')}
        </Text>
      )}
      <Group justify="space-between" align="flex-start">
        <Checkbox
          label={t('ordering.print.confirm')}
          checked={state.confirmed}
          disabled={disabled || hasErrors}
          error={
            status === 'unconfirmed' && !hasErrors && !disabled ? t('ordering.print.checkThisBox') : undefined
          }
          onChange={(event) => onAction({ type: event.currentTarget.checked ? 'confirm' : 'unconfirm' })}
        />
        <Button
          variant="default"
          size="xs"
          leftSection={<IconEraser size={16} aria-hidden />}
          onClick={() => {
            setTouched(new Set());
            onAction({ type: 'clear' });
          }}
          disabled={disabled}
        >
          {t('ordering.print.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
