/**
 * Empties the cart (memory and storage) when the session ends. The cart's code loads on demand,
 * not with the first JavaScript (decision 050).
 */
export function signOutCart(): void {
  void import('./routes/cart-sign-out').then((module) => module.signOutCart());
}

/**
 * Empties the pending distributions (memory and storage) when the session ends (decision 153); their
 * code loads on demand too.
 */
export function signOutDistributions(): void {
  void import('./routes/distribution-sign-out').then((module) => module.signOutDistributions());
}
