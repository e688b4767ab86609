import { formatMoney, type Product } from '@label-portal/contract';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import type { CartRow } from '../utils/cart';
import { pricePerRoll } from '../utils/products';

/** A priced draft position of the cart: its label quantity and its total. */
export interface PricedPosition {
  quantity: number;
  total: string;
}

interface PriceCellProps {
  product: Product;
  row: CartRow | undefined;
  /** The draft's position of the row (possibly of an earlier cart: its quantity tells). */
  priced: PricedPosition | undefined;
  /** The costs of the current cart could not be calculated. */
  failed?: boolean;
}

/** The price column: the position's price once the draft matches the row, else the price per roll. */
export function PriceCell({ product, row, priced, failed = false }: PriceCellProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (row) {
    if (priced && priced.quantity === row.quantity)
      return <Text fw={600}>{formatMoney(priced.total, language)}</Text>;
    if (failed)
      return (
        <Text size="sm" c="dimmed">
          {t('ordering.table.notCalculated')}
        </Text>
      );
    return (
      <Group gap={6} wrap="nowrap" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('ordering.table.computing')}
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap={0}>
      <Text>{formatMoney(pricePerRoll(product), language)}</Text>
      <Text size="xs" c="dimmed">
        {t('ordering.table.pricePerRoll')}
      </Text>
    </Stack>
  );
}
