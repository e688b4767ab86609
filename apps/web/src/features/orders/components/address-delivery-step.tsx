import {
  type CompanyProfile,
  type DeliveryStep,
  deliveryStepSchema,
  earliestShippingDate,
  maxLengthOf,
} from '@label-portal/contract';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddressBlock } from '../../../components/address-block';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLanguage } from '../../../hooks/use-language';
import { contractResolver } from '../../../lib/contract-form';
import { formatDay } from '../../../lib/format-date';
import { cartActions, useCart } from '../hooks/use-cart';
import { useHeadingFocus } from '../hooks/use-heading-focus';
import { effectiveTransport, transportOption } from '../utils/cart';
import { ORDER_PROCESS_PATH, summaryPath } from '../utils/paths';
import { initialShippingDate } from '../utils/shipping-date';

const ORDER_NUMBER_MAX_LENGTH = maxLengthOf(deliveryStepSchema.shape.customer_order_no);

/** One address of the company, with the form's refusal of it below. */
function AddressSection({
  titleId,
  title,
  address,
  error,
}: {
  titleId: string;
  title: string;
  address: CompanyProfile['delivery_address'];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" mb="xs" id={titleId}>
        {title}
      </Title>
      <AddressBlock address={address} emptyText={t('orderSummary.noAddress')} />
      {error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}

/** Step 1 of the order summary: addresses, transport, requested shipping date, purchase order number. */
export function AddressDeliveryStep({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const cart = useCart();
  const [confirmMissingNumber, setConfirmMissingNumber] = useState(false);
  const option = transportOption(company.transport_restriction);
  const minDate = earliestShippingDate();
  const headingRef = useHeadingFocus();

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DeliveryStep>({
    resolver: contractResolver(deliveryStepSchema),
    defaultValues: {
      delivery_address: company.delivery_address?.pk ?? 0,
      billing_address: company.billing_address?.pk ?? 0,
      transport_by_customer: effectiveTransport(company.transport_restriction, cart.customerTransportation),
      desired_delivery_date: initialShippingDate(cart.deliveryDate, minDate),
      customer_order_no: cart.customerOrderNo,
    },
  });

  const fieldError = (error: FieldError | undefined, empty = false) => {
    if (!error?.message) return undefined;
    // An empty date fails the format rule; it reads better as "Required".
    if (empty && error.message === 'validation.invalidDate') return t('validation.required');
    return t(error.message, { max: ORDER_NUMBER_MAX_LENGTH });
  };

  const submit = handleSubmit((values) => {
    const customerOrderNo = values.customer_order_no.trim();
    cartActions.setDelivery({
      customerTransportation: effectiveTransport(company.transport_restriction, values.transport_by_customer),
      customerOrderNo,
      deliveryDate: values.desired_delivery_date,
    });
    if (customerOrderNo === '') setConfirmMissingNumber(true);
    else navigate(summaryPath('payment'));
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="address-delivery-title">
      <Stack gap="lg" maw={960}>
        <Title order={2} size="h3" id="address-delivery-title" ref={headingRef} tabIndex={-1}>
          {t('orderSummary.steps.addressAndDelivery')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(['delivery', 'billing'] as const).map((kind) => (
            <AddressSection
              key={kind}
              titleId={`${kind}-address-title`}
              title={t(kind === 'delivery' ? 'orderSummary.deliveryAddress' : 'orderSummary.billingAddress')}
              address={company[`${kind}_address`]}
              error={fieldError(errors[`${kind}_address`])}
            />
          ))}
        </SimpleGrid>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="delivery-title">
          <Stack gap="md">
            <Title order={3} size="h5" id="delivery-title">
              {t('orderSummary.delivery')}
            </Title>
            {option !== 'hidden' && (
              <Controller
                control={control}
                name="transport_by_customer"
                render={({ field }) => (
                  <Checkbox
                    label={t('orderSummary.transportYourself')}
                    checked={option === 'forced' ? true : field.value}
                    disabled={option === 'forced'}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                  />
                )}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="desired_delivery_date"
                render={({ field, fieldState }) => (
                  <TextInput
                    type="date"
                    label={t('orderSummary.shippingDate')}
                    description={t('orderSummary.shippingDateHint', { date: formatDay(minDate, language) })}
                    min={minDate}
                    required
                    value={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.value)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                    error={fieldError(fieldState.error, field.value === '')}
                  />
                )}
              />
              <TextInput
                label={t('orderSummary.purchaseOrderNo')}
                description={t('orderSummary.purchaseOrderNoHint', { max: ORDER_NUMBER_MAX_LENGTH })}
                maxLength={ORDER_NUMBER_MAX_LENGTH}
                autoComplete="off"
                error={fieldError(errors.customer_order_no)}
                {...register('customer_order_no')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={() => navigate(ORDER_PROCESS_PATH)}
          >
            {t('common.back')}
          </Button>
          <Button type="submit" size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
            {t('orderSummary.continue')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmMissingNumber}
        title={t('orderSummary.missingOrderNo.title')}
        confirmLabel={t('common.ok')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          setConfirmMissingNumber(false);
          navigate(summaryPath('payment'));
        }}
        onCancel={() => setConfirmMissingNumber(false)}
      >
        {t('orderSummary.missingOrderNo.text')}
      </ConfirmDialog>
    </form>
  );
}
