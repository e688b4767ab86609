import { useEffect, useSyncExternalStore } from 'react';
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

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

let state: PendingState = parseStoredPending(storage()?.getItem(PENDING_STORAGE_KEY) ?? null);
const listeners = new Set<() => void>();

function dispatch(action: PendingAction): void {
  const next = pendingReducer(state, action);
  if (next === state) return;
  state = next;
  try {
    if (state === EMPTY_PENDING) storage()?.removeItem(PENDING_STORAGE_KEY);
    else storage()?.setItem(PENDING_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or unavailable: the list still lives for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

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
  const current = useSyncExternalStore(subscribe, getState, getState);
  return owner !== undefined && current.owner === owner ? current : EMPTY_PENDING;
}
