import { checkPassword, MESSAGE } from '@label-portal/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (zxcvbn-ts's list of about 49,000, lower case). Loaded once, on the
 * server only: the list would weigh half a megabyte in the web app.
 */
let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'] as string[]);
  return commonPasswords;
}

/**
 * A password is common when it, or its core without the digits and signs added at its start and
 * end ("Password123!" → "password"), is on the list, whatever the case.
 */
export function isCommonPassword(password: string): boolean {
  const list = loadCommonPasswords();
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  return list.has(lower) || (core.length >= 3 && list.has(core));
}

/** The message keys a new password breaks: the contract's rule, then the common-password list. */
export function checkNewPassword(password: string): string[] {
  const problems = checkPassword(password);
  if (problems.length === 0 && isCommonPassword(password)) problems.push(MESSAGE.commonPassword);
  return problems;
}
