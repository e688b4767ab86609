import { cartActions } from '../../features/ordering';

/** Empties the cart (memory and storage) when the session ends. */
export function signOutCart(): void {
  cartActions.signOut();
}
