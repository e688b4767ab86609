import { z } from 'zod';
import { MESSAGE } from '../messages.js';
import { refuseControlCharacters } from './primitives.js';

/**
 * Label authentications (verifications, domain.md section 7): the statuses, geolocation methods and
 * client types every layer uses (the database's checks, the ingest, the screens), and the event the
 * authentication service sends to the ingestion call (decision 252).
 */

/** Authentication result statuses (statistics.md section 3): code → English name. */
export const VERIFICATION_STATUS_NAMES = {
  0: 'Unknown',
  1: 'Valid Code',
  2: 'Valid - Unfinished',
  3: 'Checked too often',
  4: 'Imitated Code',
  5: 'Demo Code',
  6: 'Animation Mismatch',
  99: 'Valid',
} as const;
export type VerificationStatus = keyof typeof VERIFICATION_STATUS_NAMES;
/** The status codes, in code order. */
export const VERIFICATION_STATUSES = Object.keys(VERIFICATION_STATUS_NAMES)
  .map(Number)
  .sort((a, b) => a - b) as VerificationStatus[];

/** How a scan's position was found: from the IP address (accuracy 0 or less) or by GPS. */
export const GEOLOCATION_METHODS = ['IP', 'GPS'] as const;
export type GeolocationMethod = (typeof GEOLOCATION_METHODS)[number];

/** The geolocation method of an accuracy in meters: 0 or less means IP based (domain.md section 7). */
export function geolocationMethodOf(accuracy: number): GeolocationMethod {
  return accuracy <= 0 ? 'IP' : 'GPS';
}

/** Client types of the verification log (statistics.md section 3). */
export const CLIENT_TYPES = {
  DA: 'Desktop Application',
  DW: 'Desktop Web',
  MW: 'Mobile Web',
  MA: 'Mobile Application',
  MS: 'Mobile Text/SMS',
  UW: 'Unknown Web',
  UA: 'Unknown Application',
} as const;
export type ClientType = keyof typeof CLIENT_TYPES;
const CLIENT_TYPE_CODES = Object.keys(CLIENT_TYPES) as [ClientType, ...ClientType[]];

/**
 * The company that events of labels nobody knows (or of rolls not yet shipped to a company) are
 * counted under (decision 250). No company row has this id: serial ids start at 1.
 */
export const UNKNOWN_COMPANY_ID = 0;

/** Events one ingestion call may carry (decision 252). */
export const VERIFICATION_BATCH_LIMIT = 10_000;
/** The longest event id, label id (as scanned), agent, agent version and tag kept. */
export const VERIFICATION_ID_MAX_LENGTH = 64;
export const VERIFICATION_TEXT_MAX_LENGTH = 100;
export const VERIFICATION_TAG_MAX_LENGTH = 64;
export const VERIFICATION_TAGS_MAX = 20;
/** Scans before this instant are refused: the spec's earliest date (statistics.md section 9). */
export const VERIFICATION_EARLIEST = '2017-01-01T00:00:00.000Z';
/** Scans from this instant on are refused (a typo in the year, not a scan). */
export const VERIFICATION_LATEST = '2100-01-01T00:00:00.000Z';
/** The largest object (holospot) id: PostgreSQL bigint, kept exact in JavaScript. */
export const OBJECT_ID_MAX = Number.MAX_SAFE_INTEGER;

const optionalText = (max: number) =>
  refuseControlCharacters(z.string({ error: MESSAGE.invalid }).max(max, { error: MESSAGE.maxLength }))
    .nullable()
    .optional();

/** An event id: printable ASCII without spaces, as the authentication service writes it. */
export const VERIFICATION_EVENT_ID = /^[\x21-\x7e]+$/;

/**
 * One event as the authentication service sends it. Unknown fields are dropped (the service may
 * grow fields before the portal reads them: an event is never lost for a field the portal does not
 * use). The timestamp carries its offset (ISO 8601). Tags are kept as a set (sorted, no repeats).
 */
export const verificationEventSchema = z.object(
  {
    id: z
      .string({ error: MESSAGE.required })
      .min(1, { error: MESSAGE.required })
      .max(VERIFICATION_ID_MAX_LENGTH, { error: MESSAGE.maxLength })
      .regex(VERIFICATION_EVENT_ID, { error: MESSAGE.verificationEventId }),
    timestamp: z.iso
      .datetime({
        offset: true,
        error: (issue) => (issue.input === undefined ? MESSAGE.required : MESSAGE.verificationTimestamp),
      })
      .refine(
        (value) => {
          const at = Date.parse(value);
          return at >= Date.parse(VERIFICATION_EARLIEST) && at < Date.parse(VERIFICATION_LATEST);
        },
        { error: MESSAGE.verificationTimestampRange },
      ),
    label_id: optionalText(VERIFICATION_ID_MAX_LENGTH),
    object_id: z
      .number({ error: MESSAGE.invalid })
      .int({ error: MESSAGE.invalid })
      .min(0, { error: MESSAGE.minValue })
      .max(OBJECT_ID_MAX, { error: MESSAGE.maxValue })
      .nullable()
      .optional(),
    status: z
      .number({ error: MESSAGE.required })
      .refine((value) => value in VERIFICATION_STATUS_NAMES, { error: MESSAGE.verificationStatus })
      .transform((value) => value as VerificationStatus),
    verification_count: z
      .number({ error: MESSAGE.required })
      .int({ error: MESSAGE.invalid })
      .min(0, { error: MESSAGE.minValue })
      .max(2_147_483_647, { error: MESSAGE.maxValue }),
    client_type: z.enum(CLIENT_TYPE_CODES, { error: MESSAGE.invalid }).nullable().optional(),
    agent: optionalText(VERIFICATION_TEXT_MAX_LENGTH),
    agent_version: optionalText(VERIFICATION_TEXT_MAX_LENGTH),
    lat: z
      .number({ error: MESSAGE.required })
      .min(-90, { error: MESSAGE.minValue })
      .max(90, { error: MESSAGE.maxValue }),
    lon: z
      .number({ error: MESSAGE.required })
      .min(-180, { error: MESSAGE.minValue })
      .max(180, { error: MESSAGE.maxValue }),
    accuracy: z.number({ error: MESSAGE.required }).refine(Number.isFinite, { error: MESSAGE.invalid }),
    tags: z
      .array(
        refuseControlCharacters(
          z
            .string({ error: MESSAGE.invalid })
            .min(1, { error: MESSAGE.required })
            .max(VERIFICATION_TAG_MAX_LENGTH, { error: MESSAGE.maxLength }),
        ),
        { error: MESSAGE.invalid },
      )
      .max(VERIFICATION_TAGS_MAX, { error: MESSAGE.verificationTooManyTags })
      .optional()
      .default([])
      .transform((tags) => [...new Set(tags)].sort()),
  },
  { error: MESSAGE.verificationNotAnEvent },
);
export type VerificationEventInput = z.input<typeof verificationEventSchema>;
export type VerificationEvent = z.output<typeof verificationEventSchema>;

/**
 * The ingestion call's body: a JSON array of events (or NDJSON, one event a line, read into the same
 * list). Each element is checked on its own by verificationEventSchema, so a bad event is reported
 * with its line while the good ones of the batch are kept.
 */
export const verificationBatchSchema = z
  .array(z.unknown(), { error: MESSAGE.verificationBatchNotList })
  .max(VERIFICATION_BATCH_LIMIT, { error: MESSAGE.verificationBatchTooLarge });

/** A refused event: its line (1-based: the array position, or the NDJSON line) and its field messages. */
export const verificationRejectionSchema = z.object({
  line: z.number().int(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type VerificationRejection = z.infer<typeof verificationRejectionSchema>;

/** The ingestion answer: events received, new ones kept, re-sent ones ignored, and the refused ones. */
export const verificationIngestResultSchema = z
  .object({
    received: z.number().int(),
    inserted: z.number().int(),
    duplicates: z.number().int(),
    rejected: z.array(verificationRejectionSchema),
  })
  .meta({ id: 'VerificationIngestResult' });
export type VerificationIngestResult = z.infer<typeof verificationIngestResultSchema>;
