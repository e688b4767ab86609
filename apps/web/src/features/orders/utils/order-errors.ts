import { ApiError } from '../../../lib/api-client';
import { readRefusal, type ServerMessage } from '../../../lib/server-messages';
import type { CartRow } from './cart';

/** How a server message becomes a text: `useServerMessage()` on screen (the language of the moment). */
export type ShowServerMessage = (message: ServerMessage | undefined) => string | undefined;

const SERVER_TEXT: ShowServerMessage = (message) => message?.text;

const POSITION_FIELD = /^order_positions\.(\d+)(?:\.|$)/;
const PRINT_FIELD = /^order_positions\.\d+\.extra_service_data\.\d+\.fields\.(.+)$/;

export interface ReplyErrors {
  /** The form-level message (the one reader's: token, detail, non_field_errors). */
  formError: string | undefined;
  /** Messages of the positions, by cart row id (order_positions.N.* of the Nth cart row). */
  positions: Map<string, string>;
  /** Messages of print data fields, by cart row id, then field name. */
  printFields: Map<string, Record<string, string>>;
  /** Messages of the other fields (billing_address, desired_delivery_date, …), by field name. */
  fields: Record<string, string>;
}

/**
 * Reads the error reply of a draft or send call against the cart rows it was made for, with the one
 * refusal reader (decision 316); `show` turns each message into the text of the language of the
 * moment, so a screen that calls this while rendering follows a language switch.
 */
export function replyErrorsOf(
  error: unknown,
  rows: readonly CartRow[],
  show: ShowServerMessage = SERVER_TEXT,
): ReplyErrors {
  const refusal = readRefusal(error);
  const result: ReplyErrors = {
    formError: show(refusal?.form),
    positions: new Map(),
    printFields: new Map(),
    fields: {},
  };
  for (const [field, message] of refusal?.fields ?? []) {
    if (field === 'token') continue;
    const text = show(message);
    if (!text) continue;
    const position = POSITION_FIELD.exec(field);
    const row = position ? rows[Number(position[1])] : undefined;
    const printField = PRINT_FIELD.exec(field)?.[1];
    if (row && printField) {
      result.printFields.set(row.rowId, { ...result.printFields.get(row.rowId), [printField]: text });
    }
    if (row) {
      if (!result.positions.has(row.rowId)) result.positions.set(row.rowId, text);
    } else {
      result.fields[field] = text;
    }
  }
  return result;
}

/**
 * The server's reason for a refused draft, for the cost summary: the form-level message, else the
 * message on the whole order (for example "Too many labels in one order…" on order_positions), else
 * the first position's message. Undefined when the reply names none (a 5xx, a network failure).
 */
export function draftFailureText(errors: ReplyErrors): string | undefined {
  return errors.formError ?? Object.values(errors.fields)[0] ?? [...errors.positions.values()][0];
}

/**
 * What a failed SEND ORDER means. The server accepted the call but its answer could not be read
 * (2xx), or the key was used for another payload (409): the order may exist, so the error page asks
 * the user to contact customer service. Anything else: stay on the page and let the user retry.
 */
export function sendFailureKind(error: unknown): 'retry' | 'errorPage' {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.status >= 200 && error.status < 300) return 'errorPage';
  if (error.status === 409) return 'errorPage';
  return 'retry';
}
