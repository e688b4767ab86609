import { formErrorOf } from '@label-portal/contract';
import { ApiError } from '../../../lib/api-client';

/** True for the server's refusals of a code (invalid, expired, already decided): no retry helps. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.isClientError;
}

/** The server's text of a refusal (already in the request's language), if any. */
export function refusalText(error: unknown): string | undefined {
  return error instanceof ApiError ? formErrorOf(error.reply) : undefined;
}

/** True when the refusal says the account was already rejected and deleted. */
export function isUserDeleted(error: unknown): boolean {
  return error instanceof ApiError && error.reply?.errors?.user_deleted === true;
}

/** True when the task was decided already (409): information, not a failure of the approver. */
export function isDecided(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
