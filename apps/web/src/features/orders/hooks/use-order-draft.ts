import type { OrderDraft, OrderDraftBody } from '@label-portal/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { postOrderDraft } from '../api/order-draft';

/** Cost recalculation waits until the cart has been stable this long (ordering.md section 9). */
export const DRAFT_DEBOUNCE_MS = 500;

export interface OrderDraftState {
  /** The draft of the current cart; undefined while it is being computed or after a failure. */
  draft: OrderDraft | undefined;
  /**
   * The last draft received, possibly of an earlier cart: shown dimmed while recomputing, and kept
   * (marked stale) when the calculation of the current cart failed.
   */
  lastDraft: OrderDraft | undefined;
  /** The cart changed and its draft is not there yet (debounce or call running). */
  pending: boolean;
  /** The draft call of the current cart failed. */
  error: unknown;
  retry: () => void;
}

/** Prices the cart through POST /orders/api/order_draft/, `debounceMs` after the body stops changing. */
export function useOrderDraft(body: OrderDraftBody | null, debounceMs = DRAFT_DEBOUNCE_MS): OrderDraftState {
  const key = body ? JSON.stringify(body) : null;
  const [settledKey] = useDebouncedValue(key, debounceMs);
  const activeKey = debounceMs === 0 ? key : settledKey;
  const settled = activeKey === key;
  const query = useQuery({
    queryKey: ['orders', 'draft', activeKey] as const,
    queryFn: ({ signal }) => postOrderDraft(JSON.parse(activeKey as string) as OrderDraftBody, signal),
    enabled: activeKey !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const current = settled && key !== null && !query.isPlaceholderData;
  const lastGood = useRef<OrderDraft | undefined>(undefined);
  if (key === null) lastGood.current = undefined;
  else if (query.isSuccess && query.data) lastGood.current = query.data;
  return {
    draft: current && query.isSuccess ? query.data : undefined,
    lastDraft: key === null ? undefined : (query.data ?? lastGood.current),
    pending: key !== null && (!settled || query.isPlaceholderData || query.isPending || query.isFetching),
    error: current && query.isError ? query.error : null,
    retry: () => {
      void query.refetch();
    },
  };
}
