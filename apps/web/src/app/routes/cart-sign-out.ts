import { cartActions } from '../../features/orders';

/** Empties the cart (memory and storage) when the session ends. */
export function signOutCart(): void {
  cartActions.signOut();
}
