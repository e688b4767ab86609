import type { PrintValue } from '@label-portal/contract';
import { api } from '../../../../lib/api-client';

export interface FieldFormatInput {
  id: number;
  name: string;
  value: PrintValue;
}

/** POST /orders/api/order_field_format/: the values as the label prints them (spaced part numbers…). */
export function postFieldFormat(
  body: readonly FieldFormatInput[],
  signal?: AbortSignal,
): Promise<{ name: string; value: string }[]> {
  return api.post<{ name: string; value: string }[]>('/orders/api/order_field_format/', body, { signal });
}
