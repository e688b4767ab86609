import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorReply } from '../../../lib/api-client';
import type { PendingEntry } from './pending-distributions';
import { sendErrorsOf } from './send-errors';

/** The refusal as the web receives it: an ApiError with the reply. */
const failureOf = (reply: Partial<ApiErrorReply>) =>
  new ApiError(400, { code: 'VALIDATION_FAILED', errors: {}, ...reply } as ApiErrorReply);

function entry(id: string, rollPks: number[]): PendingEntry {
  return {
    id,
    comment: '',
    recipient: {
      pk: 1,
      company_name: 'R',
      street_address: 's',
      address_details: '',
      postal_code: 'p',
      city: 'c',
      country: 'France',
      country_code: 'FR',
    },
    rolls: rollPks.map((pk) => ({ pk, spool_no: `S${pk}`, product_group: 'g', customer_reference: 'r' })),
  };
}

describe('the errors of a failed SEND', () => {
  it('land on the distribution and roll they name, in the order sent', () => {
    const sent = [entry('a', [1, 2]), entry('b', [3])];
    const errors = sendErrorsOf(
      failureOf({
        errors: {
          'distribution_entries.1.distribution_address': ['Not approved'],
          'distribution_entries.0.spool_entries.1.spool_no': ['The roll S2 has already been redistributed.'],
          'distribution_entries.0.comment': ['Too long'],
          'distribution_entries.1.spool_entries': ['Too many'],
        },
      }),
      sent,
    );
    expect(errors).toEqual({
      form: [],
      entries: {
        a: { rolls: { 2: 'The roll S2 has already been redistributed.' }, comment: 'Too long' },
        b: { rolls: {}, recipient: 'Not approved', rollsOverall: 'Too many' },
      },
    });
  });

  it('keeps the detail and what names no known distribution or roll for the form', () => {
    const errors = sendErrorsOf(
      failureOf({
        errors: {
          detail: 'Not found.',
          distribution_entries: ['At most 50 distributions can be sent at once.'],
          'distribution_entries.5.distribution_address': ['Not found.'],
          'distribution_entries.0.spool_entries.9.spool_no': ['Not found.'],
        },
      }),
      [entry('a', [1])],
    );
    expect(errors.form).toEqual([
      'Not found.',
      'At most 50 distributions can be sent at once.',
      'Not found.',
      'Not found.',
    ]);
    expect(errors.entries).toEqual({ a: { rolls: {} } });
  });
});
