import { LARGE_ORDER_LABELS, type Product, type ShopSettings } from '@label-portal/contract';
import { Button, Group, Stack } from '@mantine/core';
import { IconShoppingCartCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cartActions, useCart } from '../hooks/use-cart';
import { useOrderDraft } from '../hooks/use-order-draft';
import { draftBodyOf, effectiveTransport, labelCountOf, type TransportRestriction } from '../utils/cart';
import { canCheckout, isLargeOrder, minimumOrderReached } from '../utils/costs';
import { replyErrorsOf } from '../utils/order-errors';
import { summaryPath } from '../utils/paths';
import { CostSummary } from './cost-summary';
import { type PricedPosition, ProductTable } from './product-table';

interface StandardOrderProps {
  products: readonly Product[];
  blocked: boolean;
  transportRestriction: TransportRestriction | undefined;
  settings: ShopSettings | undefined;
}

/** The standard tab: rolls per product, the costs 500 ms after the cart settles, CHECKOUT. */
export function StandardOrder({ products, blocked, transportRestriction, settings }: StandardOrderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const body = useMemo(
    () => draftBodyOf(cart.rows, effectiveTransport(transportRestriction, cart.customerTransportation)),
    [cart.rows, cart.customerTransportation, transportRestriction],
  );
  const draftState = useOrderDraft(body);
  const shownDraft = draftState.draft ?? (draftState.pending ? draftState.lastDraft : undefined);
  const errors = draftState.error ? replyErrorsOf(draftState.error, cart.rows) : undefined;

  const pricedPositions = useMemo(() => {
    const positions = new Map<string, PricedPosition>();
    for (const position of draftState.lastDraft?.order_positions ?? []) {
      positions.set(position.uuid, { quantity: position.quantity, total: position.total });
    }
    return positions;
  }, [draftState.lastDraft]);

  const labelCount = labelCountOf(cart.rows);
  const minimumReached = minimumOrderReached(draftState.draft);
  const warnings: string[] = [];
  if (!draftState.pending && !draftState.error && !minimumReached)
    warnings.push(t('ordering.minimumNotReached'));
  if (isLargeOrder(labelCount, settings?.large_order_labels ?? LARGE_ORDER_LABELS)) {
    warnings.push(t('ordering.largeOrder'));
  }
  const checkoutEnabled = canCheckout({
    rowCount: cart.rows.length,
    blocked,
    draftPending: draftState.pending,
    draftFailed: Boolean(draftState.error),
    minimumReached,
  });

  return (
    <Stack gap="lg">
      <ProductTable
        products={products}
        mode="order"
        rows={cart.rows}
        pricedPositions={pricedPositions}
        inputsDisabled={blocked}
        positionErrors={errors?.positions}
        onRollsChange={(product, rolls) => cartActions.setRolls(product, rolls)}
      />
      <CostSummary
        draft={shownDraft}
        pending={draftState.pending}
        failed={Boolean(draftState.error) && errors?.positions.size === 0}
        failureText={errors?.formError}
        onRetry={draftState.retry}
        settings={settings}
        warnings={warnings}
      />
      <Group justify="flex-end">
        <Button
          size="md"
          leftSection={<IconShoppingCartCheck size={20} aria-hidden />}
          disabled={!checkoutEnabled}
          onClick={() => navigate(summaryPath('addressAndDelivery'))}
        >
          {t('ordering.checkout')}
        </Button>
      </Group>
    </Stack>
  );
}
