import {
  barcodeFieldsOf,
  layoutFor,
  type Product,
  type ShopSettings,
  type TransportRestriction,
} from '@label-portal/contract';
import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newUuid } from '../../../../lib/uuid';
import { CheckoutButton } from '../../components/checkout-button';
import { CostSummary } from '../../components/cost-summary';
import { cartActions, useCart } from '../../hooks/use-cart';
import { useCartDraft } from '../../hooks/use-cart-draft';
import { canCheckoutNonStandard, cartInputsOf, nsChecksOf, offersPrinting } from '../utils/gating';
import { NsRowCard } from './ns-row-card';

interface NonStandardOrderProps {
  products: readonly Product[];
  blocked: boolean;
  blockedLabel: string;
  transportRestriction: TransportRestriction | undefined;
  settings: ShopSettings | undefined;
}

/** The non-standard tab: a cart of rows with partial rolls and print data, costs, gates, CHECKOUT. */
export function NonStandardOrder(props: NonStandardOrderProps) {
  const { products, blocked, blockedLabel, transportRestriction, settings } = props;
  const { t } = useTranslation();
  const { nsRows: rows, partialAcknowledged: acknowledged } = useCart();
  /** CHECKOUT was clicked while print data or the partial roll box held it back. */
  const [checkoutTried, setCheckoutTried] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const dispatch = cartActions.nsRows;
  useEffect(() => cartActions.ensureNsRow(), []);
  const { draftState, costs, failure, errors, warnings, placeable } = useCartDraft({
    blocked,
    transportRestriction,
    warnWhenEmpty: false,
  });

  // The products list is a new array on every render of the parent: sync by content.
  const inputsKey = JSON.stringify(cartInputsOf(rows, products));
  useEffect(() => {
    cartActions.setNonStandardRows(JSON.parse(inputsKey));
  }, [inputsKey]);

  const checks = nsChecksOf(rows, products);
  useEffect(() => {
    if (!checks.partialUnprinted) cartActions.acknowledgePartial(false);
  }, [checks.partialUnprinted]);

  const checkoutEnabled = canCheckoutNonStandard(placeable, checks, acknowledged);
  const showProblems = () => {
    setCheckoutTried(true);
    // After the messages render: focus the first field with a message, else the partial roll box.
    requestAnimationFrame(() => {
      const target = containerRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], input[data-partial-acknowledge], [data-partial-acknowledge] input',
      );
      target?.focus();
    });
  };

  const totals = new Map((draftState.draft?.order_positions ?? []).map((p) => [p.uuid, p.total]));
  const shownWarnings = checks.mixed ? [...warnings, t('ordering.ns.mixedWarning')] : warnings;

  return (
    <Stack gap="lg" ref={containerRef}>
      {checks.anyUnconfirmed && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          role="alert"
          data-testid="unconfirmed-notice"
        >
          {t('ordering.ns.unconfirmed')}
        </Alert>
      )}
      {rows.map((row, index) => (
        <NsRowCard
          key={row.rowId}
          row={row}
          position={index + 1}
          products={products}
          blocked={blocked}
          blockedLabel={blockedLabel}
          total={totals.get(row.rowId)}
          costsFailed={failure !== undefined}
          error={errors?.positions.get(row.rowId)}
          printErrors={errors?.printFields.get(row.rowId)}
          showAllErrors={checkoutTried}
          onProduct={(next) =>
            dispatch({
              type: 'setProduct',
              rowId: row.rowId,
              product: next?.pk ?? null,
              printFields: next && offersPrinting(next) ? next.print_fields : null,
            })
          }
          onLabels={(labels) => dispatch({ type: 'setLabels', rowId: row.rowId, labels })}
          onPrint={(product, action) =>
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
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => dispatch({ type: 'add', rowId: newUuid() })}
        >
          {t('ordering.ns.addRow')}
        </Button>
      </Group>
      <CostSummary {...costs} settings={settings} warnings={shownWarnings} splitSubCosts />
      {checks.partialUnprinted && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
          <Checkbox
            data-partial-acknowledge
            label={t('ordering.ns.partialAcknowledge')}
            error={checkoutTried && !acknowledged ? t('ordering.print.checkThisBox') : undefined}
            checked={acknowledged}
            onChange={(event) => cartActions.acknowledgePartial(event.currentTarget.checked)}
          />
        </Alert>
      )}
      <CheckoutButton
        enabled={checkoutEnabled}
        onBlockedAttempt={placeable && !checkoutEnabled ? showProblems : undefined}
      />
    </Stack>
  );
}
