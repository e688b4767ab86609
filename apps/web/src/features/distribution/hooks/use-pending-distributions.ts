import { useEffect } from 'react';
import { createSessionStore } from '../../../lib/session-store';
import { newUuid } from '../../../lib/uuid';
import {
  EMPTY_PENDING,
  type PendingAction,
  type PendingRecipient,
  type PendingRoll,
  type PendingState,
  pendingReducer,
} from '../utils/pending-distributions';
import { PENDING_STORAGE_KEY, parseStoredPending } from '../utils/pending-storage';

const store = createSessionStore({
  key: PENDING_STORAGE_KEY,
  parse: parseStoredPending,
  reduce: pendingReducer,
  isEmpty: (state) => state === EMPTY_PENDING,
});
const dispatch = (action: PendingAction) => store.dispatch(action);

/** The pending distributions' actions; ids and Idempotency-Keys are made here, the reducer stays pure. */
export const pendingActions = {
  add: (recipient: PendingRecipient, comment: string, rolls: PendingRoll[]) =>
    dispatch({ type: 'add', entryId: newUuid(), recipient, comment, rolls, key: newUuid() }),
  remove: (entryId: string) => dispatch({ type: 'remove', entryId, key: newUuid() }),
  removeRoll: (entryId: string, rollPk: number) =>
    dispatch({ type: 'removeRoll', entryId, rollPk, key: newUuid() }),
  sent: () => dispatch({ type: 'sent' }),
  signOut: () => dispatch({ type: 'signOut' }),
};

/**
 * The pending distributions of the signed-in account (`owner`): a list another account left in
 * this tab is dropped first.
 */
export function usePendingDistributions(owner: number | undefined): PendingState {
  useEffect(() => {
    if (owner !== undefined) dispatch({ type: 'claim', owner });
  }, [owner]);
  const current = store.useState();
  return owner !== undefined && current.owner === owner ? current : EMPTY_PENDING;
}
