import type { Product, ShopSettings, TransportRestriction } from '@label-portal/contract';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { cartActions, useCart } from '../hooks/use-cart';
import { useCartDraft } from '../hooks/use-cart-draft';
import { CheckoutButton } from './checkout-button';
import { CostSummary } from './cost-summary';
import type { PricedPosition } from './price-cell';
import { ProductTable } from './product-table';

interface StandardOrderProps {
  products: readonly Product[];
  blocked: boolean;
  transportRestriction: TransportRestriction | undefined;
  blockedLabel: string;
  settings: ShopSettings | undefined;
}

/** The standard tab: rolls per product, the costs 500 ms after the cart settles, CHECKOUT. */
export function StandardOrder(props: StandardOrderProps) {
  const { products, blocked, blockedLabel, transportRestriction, settings } = props;
  const cart = useCart();
  const { draftState, costs, failure, errors, warnings, placeable } = useCartDraft({
    blocked,
    transportRestriction,
    warnWhenEmpty: true,
  });

  const pricedPositions = useMemo(() => {
    const positions = new Map<string, PricedPosition>();
    for (const position of draftState.lastDraft?.order_positions ?? []) {
      positions.set(position.uuid, { quantity: position.quantity, total: position.total });
    }
    return positions;
  }, [draftState.lastDraft]);

  return (
    <Stack gap="lg">
      <ProductTable
        products={products}
        rows={cart.rows}
        pricedPositions={pricedPositions}
        inputsDisabled={blocked}
        blockedLabel={blockedLabel}
        positionErrors={errors?.positions}
        costsFailed={failure !== undefined}
        onRollsChange={(product, rolls) => cartActions.setRolls(product, rolls)}
      />
      <CostSummary {...costs} settings={settings} warnings={warnings} />
      <CheckoutButton enabled={placeable} />
    </Stack>
  );
}
