import { VERIFICATION_EVENT_ID, VERIFICATION_ID_MAX_LENGTH } from '@label-portal/contract';

/**
 * The verification id the map gives a single hit and the popup's log call takes back (decision 255):
 * the event's whole key, `<company id>~<epoch microseconds>~<event id>`, so the log is read by primary
 * key in one partition. Opaque to the client; the scope is still checked on the company.
 */
export type VerificationKey = { companyId: number; scannedAtMicros: bigint; eventId: string };

const SEPARATOR = '~';

export function encodeVerificationId(key: VerificationKey): string {
  return `${key.companyId}${SEPARATOR}${key.scannedAtMicros}${SEPARATOR}${key.eventId}`;
}

/** The key of an id, or null when it is not one (the event id may itself hold `~`). */
export function decodeVerificationId(id: string): VerificationKey | null {
  const first = id.indexOf(SEPARATOR);
  const second = first < 0 ? -1 : id.indexOf(SEPARATOR, first + 1);
  if (second < 0) return null;
  const company = id.slice(0, first);
  const micros = id.slice(first + 1, second);
  const eventId = id.slice(second + 1);
  // An event id as ingest takes it (printable ASCII, at most 64): a NUL would reach PostgreSQL.
  const isEventId = eventId.length <= VERIFICATION_ID_MAX_LENGTH && VERIFICATION_EVENT_ID.test(eventId);
  if (!/^[0-9]{1,10}$/.test(company) || !/^-?[0-9]{1,19}$/.test(micros) || !isEventId) return null;
  const companyId = Number(company);
  if (companyId > 2_147_483_647) return null;
  return { companyId, scannedAtMicros: BigInt(micros), eventId };
}

/** The last microsecond of year 9999: later (and negative) times are no scan's. */
const LAST_MICROS = 253_402_300_799_999_999n;

/**
 * The UTC time of epoch microseconds as ISO 8601 with six decimals, for a timestamptz parameter:
 * a constant prunes the events' partitions when the statement is planned (the expression
 * `'epoch' + n * interval` prunes only at execution, after planning every partition: 10-40 ms
 * with a hundred months). Null outside years 1970-9999, where no scan is.
 */
export function isoOfMicros(micros: bigint): string | null {
  if (micros < 0n || micros > LAST_MICROS) return null;
  const seconds = new Date(Number(micros / 1_000_000n) * 1000).toISOString().slice(0, 19);
  return `${seconds}.${(micros % 1_000_000n).toString().padStart(6, '0')}Z`;
}
