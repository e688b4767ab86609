import { ApiError } from '../../../lib/api-client';
import { readRefusal, type ServerMessage } from '../../../lib/server-messages';

/** True for the server's refusals of a code (invalid, expired, already decided): no retry helps. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.isClientError;
}

/**
 * The server's text of a refusal, read by the one reader (decision 316); `show` (the screen's
 * `useServerMessage()`) gives it in the language of the moment, else it is the server's text.
 */
export function refusalText(
  error: unknown,
  show: (message: ServerMessage | undefined) => string | undefined = (message) => message?.text,
): string | undefined {
  return show(readRefusal(error)?.form);
}

/** True when the refusal says the account was already rejected and deleted. */
export function isUserDeleted(error: unknown): boolean {
  return error instanceof ApiError && error.reply?.errors?.user_deleted === true;
}

/** True when the task was decided already (409): information, not a failure of the approver. */
export function isDecided(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
