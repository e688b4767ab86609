import type { CompanyProfile, OrderBody, OrderSent, Product } from '@label-portal/contract';
import { Button, Center, Group, SimpleGrid, Stack, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LoadingStatus } from '../../../components/loading-status';
import { MessageListAlert } from '../../../components/message-list-alert';
import { useLanguage } from '../../../hooks/use-language';
import { useServerMessage } from '../../../lib/server-messages';
import { productsQueryOptions, shopSettingsQueryOptions } from '../api/products';
import { sendOrder } from '../api/send-order';
import { cartActions, useCart } from '../hooks/use-cart';
import { useHeadingFocus } from '../hooks/use-heading-focus';
import { useOrderDraft } from '../hooks/use-order-draft';
import { type CartRow, draftBodyOf, effectiveTransport, positionsOf } from '../utils/cart';
import { draftFailureText, type ReplyErrors, replyErrorsOf, sendFailureKind } from '../utils/order-errors';
import { summaryPath, thankYouPath } from '../utils/paths';
import { CostSummary } from './cost-summary';
import { DeliveryRecap } from './delivery-recap';
import { SummaryPositions } from './summary-positions';

const FIELD_LABELS: Record<string, string> = {
  billing_address: 'orderSummary.billingAddress',
  delivery_address: 'orderSummary.deliveryAddress',
  transport_by_customer: 'orderSummary.transportYourself',
  desired_delivery_date: 'orderSummary.shippingDate',
  customer_order_no: 'orderSummary.purchaseOrderNo',
};

interface SendVariables {
  body: OrderBody;
  key: string;
  rows: CartRow[];
}

/** Step 2 of the order summary: positions, costs and SEND ORDER (idempotent per checkout attempt). */
export function PaymentStep({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const language = useLanguage();
  const products = useQuery(productsQueryOptions(language));
  const settings = useQuery(shopSettingsQueryOptions);
  // The refused send as it came, read while rendering: its messages follow a language switch (316).
  const [sendFailure, setSendFailure] = useState<{ error: unknown; rows: CartRow[] } | null>(null);
  const showServerMessage = useServerMessage();
  const sendingRef = useRef(false);
  const headingRef = useHeadingFocus();

  const transport = effectiveTransport(company.transport_restriction, cart.customerTransportation);
  const billingPk = company.billing_address?.pk;
  const deliveryPk = company.delivery_address?.pk;
  const addresses = useMemo(
    () => (billingPk && deliveryPk ? { billing: billingPk, delivery: deliveryPk } : undefined),
    [billingPk, deliveryPk],
  );
  const draftBody = useMemo(
    () => draftBodyOf(cart.rows, transport, addresses),
    [cart.rows, transport, addresses],
  );
  const draftState = useOrderDraft(draftBody, 0);
  const draftErrors = draftState.error
    ? replyErrorsOf(draftState.error, cart.rows, showServerMessage)
    : undefined;
  const serverErrors: ReplyErrors | null = sendFailure
    ? replyErrorsOf(sendFailure.error, sendFailure.rows, showServerMessage)
    : null;
  const draftFailed = Boolean(draftState.error) && !draftState.pending;

  const send = useMutation({
    mutationFn: ({ body, key }: SendVariables) => sendOrder(body, key),
    onSuccess: (sent: OrderSent) => {
      cartActions.orderPlaced({ pk: sent.order.pk, orderId: sent.order.order_id, warnings: sent.warnings });
      navigate(thankYouPath(sent.order.order_id), { replace: true });
    },
    onError: (error, variables) => {
      if (sendFailureKind(error) === 'errorPage') {
        cartActions.reset();
        navigate(summaryPath('error'), { replace: true });
        return;
      }
      setSendFailure({ error, rows: variables.rows });
      notifications.show({
        title: t('orderSummary.placementTitle'),
        message: t('orderSummary.placementFailed'),
        color: 'red',
        icon: <IconAlertCircle size={18} aria-hidden />,
      });
    },
    onSettled: () => {
      sendingRef.current = false;
    },
  });

  if (!cart.deliveryDate) return <Navigate to={summaryPath('addressAndDelivery')} replace />;

  const productByPk = new Map<number, Product>((products.data ?? []).map((product) => [product.pk, product]));
  const order = new Map<number, number>((products.data ?? []).map((product, index) => [product.pk, index]));
  const rows = [...cart.rows].sort((a, b) => (order.get(a.product) ?? 0) - (order.get(b.product) ?? 0));
  const totals = new Map(
    (draftState.draft?.order_positions ?? []).map((position) => [position.uuid, position.total]),
  );
  const positionErrors = new Map([...(draftErrors?.positions ?? []), ...(serverErrors?.positions ?? [])]);
  const anyBlocked = (products.data ?? []).some((product) => product.blocked);

  const submitOrder = () => {
    if (sendingRef.current || !addresses) return;
    sendingRef.current = true;
    setSendFailure(null);
    const body: OrderBody = {
      order_positions: positionsOf(cart.rows),
      transport_by_customer: transport,
      billing_address: addresses.billing,
      delivery_address: addresses.delivery,
      customer_order_no: cart.customerOrderNo,
      desired_delivery_date: cart.deliveryDate,
    };
    const key = cartActions.keyFor(JSON.stringify(body));
    send.mutate({ body, key, rows: [...cart.rows] });
  };

  const fieldMessages = serverErrors
    ? [
        ...(serverErrors.formError ? [serverErrors.formError] : []),
        ...[...serverErrors.positions].map(([rowId, message]) => {
          const pk = cart.rows.find((row) => row.rowId === rowId)?.product;
          const reference = (pk && productByPk.get(pk)?.customer_reference) ?? '';
          return reference ? `${reference}: ${message}` : message;
        }),
        ...Object.entries(serverErrors.fields).map(([field, message]) => {
          const label = FIELD_LABELS[field];
          return label ? `${t(label)}: ${message}` : message;
        }),
      ]
    : [];

  const sendDisabled =
    !addresses || anyBlocked || draftState.pending || Boolean(draftState.error) || !draftState.draft;

  return (
    <Stack gap="lg">
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
        {t('orderSummary.steps.payment')}
      </Title>
      <section aria-labelledby="positions-title">
        <Title order={3} size="h5" mb="xs" id="positions-title">
          {t('orderSummary.positions')}
        </Title>
        {products.isPending ? (
          <Center py="md">
            <LoadingStatus label={t('app.loading')} />
          </Center>
        ) : (
          <SummaryPositions rows={rows} productByPk={productByPk} totals={totals} errors={positionErrors} />
        )}
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DeliveryRecap company={company} transport={transport} />
        <CostSummary
          draft={draftState.draft ?? draftState.lastDraft}
          pending={draftState.pending}
          failed={draftFailed}
          failureText={draftErrors && draftFailureText(draftErrors)}
          stale={draftFailed && draftState.lastDraft !== undefined}
          onRetry={draftState.retry}
          settings={settings.data}
          splitSubCosts={cart.rows.some((row) => (row.extraServices ?? []).length > 0)}
        />
      </SimpleGrid>
      {fieldMessages.length > 0 && (
        <MessageListAlert
          color="red"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title={t('orderSummary.serverErrors')}
          messages={fieldMessages.map((message) => ({ key: message, text: message }))}
          role="alert"
        />
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={() => navigate(summaryPath('addressAndDelivery'))}
          disabled={send.isPending}
        >
          {t('common.back')}
        </Button>
        <Button
          size="md"
          leftSection={<IconSend size={18} aria-hidden />}
          onClick={submitOrder}
          loading={send.isPending}
          disabled={sendDisabled}
        >
          {t('orderSummary.sendOrder')}
        </Button>
      </Group>
      {send.isPending && (
        <VisuallyHidden role="status" aria-live="polite">
          {t('orderSummary.sending')}
        </VisuallyHidden>
      )}
    </Stack>
  );
}
