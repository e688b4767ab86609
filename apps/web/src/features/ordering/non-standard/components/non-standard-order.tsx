import {
  barcodeFieldsOf,
  LARGE_ORDER_LABELS,
  layoutFor,
  type Product,
  type ShopSettings,
} from '@label-portal/contract';
import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconShoppingCartCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newUuid } from '../../../../lib/uuid';
import { CostSummary } from '../../components/cost-summary';
import { cartActions, useCart } from '../../hooks/use-cart';
import { useOrderDraft } from '../../hooks/use-order-draft';
import { draftBodyOf, effectiveTransport, labelCountOf, type TransportRestriction } from '../../utils/cart';
import { canCheckout, isLargeOrder, minimumOrderReached } from '../../utils/costs';
import { replyErrorsOf } from '../../utils/order-errors';
import { summaryPath } from '../../utils/paths';
import { canCheckoutNonStandard, cartInputsOf, hasPrintingService, nsChecksOf } from '../utils/gating';
import { emptyRow, nsRowsReducer } from '../utils/ns-rows';
import { NsRowCard } from './ns-row-card';

interface NonStandardOrderProps {
  products: readonly Product[];
  blocked: boolean;
  transportRestriction: TransportRestriction | undefined;
  settings: ShopSettings | undefined;
}

/** The non-standard tab: a cart of rows with partial rolls and print data, costs, gates, CHECKOUT. */
export function NonStandardOrder({
  products,
  blocked,
  transportRestriction,
  settings,
}: NonStandardOrderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const [rows, dispatch] = useReducer(nsRowsReducer, null, () => [emptyRow(newUuid())]);
  const [acknowledged, setAcknowledged] = useState(false);

  // The products list is a new array on every render of the parent: sync by content.
  const inputsKey = JSON.stringify(cartInputsOf(rows, products));
  useEffect(() => {
    cartActions.setNonStandardRows(JSON.parse(inputsKey));
  }, [inputsKey]);

  const checks = nsChecksOf(rows, products);
  useEffect(() => {
    if (!checks.partialUnprinted) setAcknowledged(false);
  }, [checks.partialUnprinted]);

  const body = useMemo(
    () => draftBodyOf(cart.rows, effectiveTransport(transportRestriction, cart.customerTransportation)),
    [cart.rows, cart.customerTransportation, transportRestriction],
  );
  const draftState = useOrderDraft(body);
  const shownDraft = draftState.draft ?? (draftState.pending ? draftState.lastDraft : undefined);
  const errors = draftState.error ? replyErrorsOf(draftState.error, cart.rows) : undefined;
  const totals = new Map((draftState.draft?.order_positions ?? []).map((p) => [p.uuid, p.total]));

  const minimumReached = minimumOrderReached(draftState.draft);
  const warnings: string[] = [];
  if (cart.rows.length > 0 && !draftState.pending && !draftState.error && !minimumReached)
    warnings.push(t('ordering.minimumNotReached'));
  if (isLargeOrder(labelCountOf(cart.rows), settings?.large_order_labels ?? LARGE_ORDER_LABELS))
    warnings.push(t('ordering.largeOrder'));
  if (checks.mixed) warnings.push(t('ordering.ns.mixedWarning'));

  const placeable = canCheckout({
    rowCount: cart.rows.length,
    blocked,
    draftPending: draftState.pending,
    draftFailed: Boolean(draftState.error),
    minimumReached,
  });
  const checkoutEnabled = canCheckoutNonStandard(placeable, checks, acknowledged);

  return (
    <Stack gap="lg">
      {rows.map((row, index) => {
        const product = products.find((candidate) => candidate.pk === row.product);
        return (
          <NsRowCard
            key={row.rowId}
            row={row}
            position={index + 1}
            products={products}
            blocked={blocked}
            total={totals.get(row.rowId)}
            error={product ? errors?.positions.get(product.pk) : undefined}
            onProduct={(next) =>
              dispatch({
                type: 'setProduct',
                rowId: row.rowId,
                product: next?.pk ?? null,
                printFields: next && hasPrintingService(next) ? next.print_fields : null,
              })
            }
            onLabels={(labels) => dispatch({ type: 'setLabels', rowId: row.rowId, labels })}
            onPrint={(action) =>
              product &&
              dispatch({
                type: 'print',
                rowId: row.rowId,
                action,
                fields: product.print_fields,
                barcodeFields: barcodeFieldsOf(layoutFor(product)),
              })
            }
            onRemove={() => dispatch({ type: 'remove', rowId: row.rowId })}
          />
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => dispatch({ type: 'add', rowId: newUuid() })}
        >
          {t('ordering.ns.addRow')}
        </Button>
      </Group>
      <CostSummary
        draft={shownDraft}
        pending={draftState.pending}
        failed={Boolean(draftState.error) && errors?.positions.size === 0}
        failureText={errors?.formError}
        onRetry={draftState.retry}
        settings={settings}
        warnings={warnings}
        splitSubCosts
      />
      {checks.partialUnprinted && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
          <Checkbox
            label={t('ordering.ns.partialAcknowledge')}
            checked={acknowledged}
            onChange={(event) => setAcknowledged(event.currentTarget.checked)}
          />
        </Alert>
      )}
      {checks.anyUnconfirmed && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          {t('ordering.ns.unconfirmed')}
        </Alert>
      )}
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
