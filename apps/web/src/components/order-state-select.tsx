import { SENT_ORDER_STATES } from '@label-portal/contract';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

type OrderStateSelectProps = Omit<NativeSelectProps, 'data' | 'children'> & {
  /** The first option's text, which selects every state (value ''). */
  allLabel: string;
};

/** A filter's order-state select: every state a sent order can be in, in the user's language. */
export const OrderStateSelect = forwardRef<HTMLSelectElement, OrderStateSelectProps>(
  function OrderStateSelect({ allLabel, ...props }, ref) {
    const { t } = useTranslation();
    return (
      <NativeSelect ref={ref} {...props}>
        <option value="">{allLabel}</option>
        {SENT_ORDER_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`enums.orderState.${state}`)}
          </option>
        ))}
      </NativeSelect>
    );
  },
);
