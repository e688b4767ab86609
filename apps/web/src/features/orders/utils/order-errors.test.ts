import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { replyErrorsOf, sendFailureKind } from './order-errors';

const rows = [
  { rowId: 'a', product: 11, quantity: 1 },
  { rowId: 'b', product: 22, quantity: 2 },
];

describe('replyErrorsOf', () => {
  it('maps position errors to cart rows, keeps other fields and the form-level text', () => {
    const error = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      errors: {
        detail: 'Company blocked due to unpaid bills.',
        'order_positions.1.quantity': ['This quantity is too large.'],
        desired_delivery_date: ['The requested shipping date must be after today.'],
      },
    });
    const result = replyErrorsOf(error, rows);
    expect(result.formError).toBe('Company blocked due to unpaid bills.');
    expect([...result.positions]).toEqual([['b', 'This quantity is too large.']]);
    expect(result.fields).toEqual({
      desired_delivery_date: 'The requested shipping date must be after today.',
    });
  });

  it('keeps print field errors by row and field name', () => {
    const error = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      errors: {
        'order_positions.0.extra_service_data.1.fields.product_code': ['Enter 8 to 12 digits.'],
        'order_positions.0.extra_service_data.1.fields.made_in': ['Choose the country.'],
      },
    });
    const result = replyErrorsOf(error, rows);
    expect(result.printFields.get('a')).toEqual({
      product_code: 'Enter 8 to 12 digits.',
      made_in: 'Choose the country.',
    });
    expect(result.positions.get('a')).toBe('Enter 8 to 12 digits.');
    expect(result.printFields.has('b')).toBe(false);
  });

  it('is empty for a network failure', () => {
    const result = replyErrorsOf(new ApiError(0, undefined), rows);
    expect(result.formError).toBeUndefined();
    expect(result.positions.size).toBe(0);
  });
});

describe('sendFailureKind', () => {
  it('lets the user retry refusals, server errors and lost answers', () => {
    expect(sendFailureKind(new ApiError(400, { code: 'VALIDATION_FAILED', errors: {} }))).toBe('retry');
    expect(sendFailureKind(new ApiError(500, undefined))).toBe('retry');
    expect(sendFailureKind(new ApiError(0, undefined))).toBe('retry');
    expect(sendFailureKind(new Error('x'))).toBe('retry');
  });

  it('sends an accepted but unreadable answer or a key conflict to the error page', () => {
    expect(sendFailureKind(new ApiError(201, undefined, 'The reply does not match the contract'))).toBe(
      'errorPage',
    );
    expect(sendFailureKind(new ApiError(409, { code: 'CONFLICT', errors: {} }))).toBe('errorPage');
  });
});
