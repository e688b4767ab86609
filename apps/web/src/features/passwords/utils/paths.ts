/** Where the page goes once the new password is set: home when signed in, else the login. */
export function afterResetPath(isSignedIn: boolean): string {
  return isSignedIn ? '/welcome' : '/accounts/login';
}

/** What the confirmation page keeps in the history entry once the password is set. */
export type PasswordSetState = { passwordSet: true; isSignedIn: boolean };

export function isPasswordSetState(state: unknown): state is PasswordSetState {
  return typeof state === 'object' && state !== null && (state as PasswordSetState).passwordSet === true;
}
