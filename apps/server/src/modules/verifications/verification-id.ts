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
  if (!/^[0-9]{1,10}$/.test(company) || !/^-?[0-9]{1,19}$/.test(micros) || eventId === '') return null;
  const companyId = Number(company);
  if (companyId > 2_147_483_647) return null;
  return { companyId, scannedAtMicros: BigInt(micros), eventId };
}
