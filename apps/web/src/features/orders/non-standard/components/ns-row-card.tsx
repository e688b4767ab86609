import {
  formatCount,
  formatMoney,
  isPartialRoll,
  type Product,
  rollsForLabels,
} from '@label-portal/contract';
import { ActionIcon, Alert, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../hooks/use-language';
import { dimensionsOf } from '../../utils/products';
import { offersPrinting } from '../utils/gating';
import { type NsRow, parseLabels } from '../utils/ns-rows';
import { type PrintFormAction, printStatusOf } from '../utils/print-form';
import { NsProductSummary } from './ns-product-summary';
import { PrintDataForm } from './print-data-form';

/** Dropdown rows of the product choice are 40 px high, at most 8 visible (ordering.md section 9). */
const OPTION_HEIGHT = 40;

interface NsRowCardProps {
  row: NsRow;
  position: number;
  products: readonly Product[];
  blocked: boolean;
  blockedLabel: string;
  /** The draft's total of this row, when the draft matches it. */
  total: string | undefined;
  /** The costs of the current cart could not be calculated: no "Calculating…" then. */
  costsFailed: boolean;
  /** The server's message on this position, and on its print data fields by field name. */
  error: string | undefined;
  printErrors: Readonly<Record<string, string>> | undefined;
  /** CHECKOUT was tried: the print form shows every message. */
  showAllErrors: boolean;
  onProduct: (product: Product | null) => void;
  onLabels: (labels: string) => void;
  onPrint: (product: Product, action: PrintFormAction) => void;
  onRemove: () => void;
}

/** One row of the non-standard cart: product, labels, rolls and hints, print data form. */
export function NsRowCard(props: NsRowCardProps) {
  const { row, position, products, blocked, total, error } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const product = products.find((candidate) => candidate.pk === row.product);
  const labels = parseLabels(row.labels);
  const partial = product ? labels > 0 && isPartialRoll(labels, product.labels_per_unit) : false;
  const printStatus = printStatusOf(row.print);
  const ribbon = t('ordering.table.ribbonSuffix');
  const name = t('ordering.ns.position', { position });
  const optionLabel = (candidate: Product) => {
    const text = `${candidate.customer_reference} – ${dimensionsOf(candidate, ribbon)}`;
    return candidate.blocked ? `${text} (${props.blockedLabel})` : text;
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={name} data-testid="ns-row">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Group gap="xs">
            <Text fw={700}>{name}</Text>
            {printStatus === 'confirmed' && (
              <Group gap={4} c="teal.8">
                <IconPrinter size={16} aria-hidden />
                <Text size="sm">{t('ordering.ns.printed')}</Text>
              </Group>
            )}
          </Group>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('ordering.ns.removeRow', { position })}
            onClick={props.onRemove}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Group align="flex-start" gap="md" wrap="wrap">
          <Select
            label={t('ordering.ns.product')}
            placeholder={t('ordering.ns.chooseProduct')}
            data={products.map((candidate) => ({
              value: String(candidate.pk),
              label: optionLabel(candidate),
            }))}
            value={product ? String(product.pk) : null}
            onChange={(value) => props.onProduct(products.find((p) => String(p.pk) === value) ?? null)}
            searchable
            maxDropdownHeight={OPTION_HEIGHT * 8 + 8}
            styles={{ option: { minHeight: OPTION_HEIGHT, alignItems: 'center' } }}
            w={{ base: '100%', sm: 360 }}
          />
          <NumberInput
            label={t('ordering.ns.labels')}
            value={row.labels}
            onChange={(value) => props.onLabels(String(value))}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={false}
            disabled={!product || blocked}
            error={product?.blocked || undefined}
            w={160}
          />
          <Stack gap={2} pt={26} miw={120}>
            <Text size="sm" data-testid="ns-rolls" style={{ whiteSpace: 'nowrap' }}>
              {t('ordering.ns.rollsValue', {
                value:
                  product && labels > 0
                    ? formatCount(rollsForLabels(labels, product.labels_per_unit), language, 4)
                    : '—',
              })}
            </Text>
          </Stack>
          <Stack gap={2} pt={26} ml="auto" align="flex-end">
            <Text size="sm" fw={600} data-testid="ns-row-total">
              {labels > 0 && product
                ? total
                  ? formatMoney(total, language)
                  : props.costsFailed
                    ? t('ordering.table.notCalculated')
                    : t('ordering.table.computing')
                : ''}
            </Text>
          </Stack>
        </Group>
        {product && <NsProductSummary product={product} blockedLabel={props.blockedLabel} />}
        {partial && (
          <Text size="sm" c="blue.8" role="note">
            <IconInfoCircle size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
            {t('ordering.ns.partialHint')}
          </Text>
        )}
        {product && labels > 0 && !partial && printStatus === 'none' && (
          <Text size="sm" c="blue.8" role="note">
            <IconInfoCircle size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
            {t('ordering.ns.fullRollHint')}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
            {error}
          </Alert>
        )}
        {product && row.print && offersPrinting(product) && (
          <PrintDataForm
            rowId={row.rowId}
            product={product}
            state={row.print}
            serverErrors={props.printErrors}
            disabled={blocked}
            showAllErrors={props.showAllErrors}
            onAction={(action) => props.onPrint(product, action)}
          />
        )}
      </Stack>
    </Paper>
  );
}
