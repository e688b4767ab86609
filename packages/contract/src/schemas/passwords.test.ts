import { describe, expect, it } from 'vitest';
import { MESSAGE } from '../messages.js';
import { confirmPasswordBodySchema, resetPasswordBodySchema } from './passwords.js';

/** The messages per field of a failed parse. */
function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

describe('the reset request', () => {
  it('takes an e-mail and an account id, trimmed, with or without suppress_notification', () => {
    expect(resetPasswordBodySchema.parse({ email: ' ada@example.com ', account_id: ' 0000012345 ' })).toEqual(
      {
        email: 'ada@example.com',
        account_id: '0000012345',
      },
    );
    expect(
      resetPasswordBodySchema.parse({
        email: 'ada@example.com',
        account_id: 'A1',
        suppress_notification: true,
      }),
    ).toMatchObject({ suppress_notification: true });
  });

  it('requires both fields, with one message each', () => {
    expect(messagesOf(resetPasswordBodySchema.safeParse({ email: '  ', account_id: '' }))).toEqual({
      email: [MESSAGE.required],
      account_id: [MESSAGE.required],
    });
    expect(messagesOf(resetPasswordBodySchema.safeParse({}))).toEqual({
      email: [MESSAGE.required],
      account_id: [MESSAGE.required],
    });
  });

  it('refuses an invalid e-mail', () => {
    expect(messagesOf(resetPasswordBodySchema.safeParse({ email: 'ada@', account_id: 'A1' }))).toEqual({
      email: [MESSAGE.invalidEmail],
    });
  });
});

const VALID = {
  new_password: 'Lantern-41',
  new_password_repeated: 'Lantern-41',
  account_id: '0000012345',
  token: 'x'.repeat(43),
};

describe('the new password', () => {
  it('takes two equal passwords that follow the rule', () => {
    expect(confirmPasswordBodySchema.parse(VALID)).toEqual(VALID);
  });

  it('requires both passwords, the account id and the code', () => {
    expect(
      messagesOf(
        confirmPasswordBodySchema.safeParse({
          new_password: '',
          new_password_repeated: '',
          account_id: '',
          token: '',
        }),
      ),
    ).toEqual({
      new_password: [MESSAGE.newPasswordRequired],
      new_password_repeated: [MESSAGE.required],
      account_id: [MESSAGE.required],
      token: [MESSAGE.required],
    });
  });

  it('gives every message of the password rule', () => {
    expect(
      messagesOf(
        confirmPasswordBodySchema.safeParse({
          ...VALID,
          new_password: 'ABCDEFG',
          new_password_repeated: 'ABCDEFG',
        }),
      ),
    ).toEqual({ new_password: [MESSAGE.passwordMinLength, MESSAGE.passwordComplexity] });
    expect(
      messagesOf(
        confirmPasswordBodySchema.safeParse({
          ...VALID,
          new_password: 'lantern-41é',
          new_password_repeated: 'lantern-41é',
        }),
      ),
    ).toEqual({ new_password: [MESSAGE.passwordPrintable] });
  });

  it('requires the two passwords to match, even while another field is wrong', () => {
    expect(
      messagesOf(confirmPasswordBodySchema.safeParse({ ...VALID, new_password_repeated: 'Lantern-42' })),
    ).toEqual({
      new_password_repeated: [MESSAGE.passwordsDoNotMatch],
    });
    expect(
      messagesOf(
        confirmPasswordBodySchema.safeParse({ ...VALID, account_id: '', new_password_repeated: 'other' }),
      ),
    ).toEqual({ account_id: [MESSAGE.required], new_password_repeated: [MESSAGE.passwordsDoNotMatch] });
  });
});
