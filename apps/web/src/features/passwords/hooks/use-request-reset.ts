import type { ResetPasswordBody } from '@label-portal/contract';
import { useMutation } from '@tanstack/react-query';
import { requestReset } from '../api/request-reset';

/** Asks for a reset link. */
export function useRequestReset() {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => requestReset(body) });
}
