import { readRefusal, type ServerMessage } from '../../../lib/server-messages';
import type { PendingEntry } from './pending-distributions';

/** What the server said about one pending distribution: its recipient, comment and rolls. */
export interface EntryErrors {
  recipient?: string;
  comment?: string;
  /** About its rolls as a whole (none, too many). */
  rollsOverall?: string;
  /** By roll pk. */
  rolls: Record<number, string>;
}

export interface SendErrors {
  /** Messages about the whole send (the detail, the limits, the Idempotency-Key). */
  form: string[];
  /** By pending entry id. */
  entries: Record<string, EntryErrors>;
}

const ENTRY_FIELD =
  /^distribution_entries\.(\d+)\.(distribution_address|comment|spool_entries)(?:\.(\d+)\.(spool_no|comment))?$/;

/**
 * The per-field messages of a failed SEND, read by the one reader (decision 316), placed on the
 * distributions and rolls they name (`distribution_entries.<i>.spool_entries.<j>.spool_no`), in
 * the order the entries were sent; the rest stays with the form. `show` (the screen's
 * `useServerMessage()`) makes each a text in the language of the moment.
 */
export function sendErrorsOf(
  failure: unknown,
  sent: readonly PendingEntry[],
  show: (message: ServerMessage | undefined) => string | undefined = (message) => message?.text,
): SendErrors {
  const result: SendErrors = { form: [], entries: {} };
  const refusal = readRefusal(failure);
  const detail = show(refusal?.form);
  if (detail) result.form.push(detail);
  for (const [field, value] of refusal?.fields ?? []) {
    if (!Array.isArray(refusal?.errors[field])) continue;
    const message = show(value) ?? '';
    const match = ENTRY_FIELD.exec(field);
    const entry = match ? sent[Number(match[1])] : undefined;
    if (!match || !entry) {
      result.form.push(message);
      continue;
    }
    const target = result.entries[entry.id] ?? { rolls: {} };
    result.entries[entry.id] = target;
    if (match[2] === 'distribution_address') target.recipient = message;
    else if (match[2] === 'comment') target.comment = message;
    else if (match[3] === undefined) target.rollsOverall = message;
    else {
      const roll = entry.rolls[Number(match[3])];
      if (roll) target.rolls[roll.pk] = message;
      else result.form.push(message);
    }
  }
  return result;
}
