import { useSyncExternalStore } from 'react';

function sessionStorageOrNone(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface SessionStore<S, A> {
  dispatch(action: A): void;
  getState(): S;
  /** The state for a component, rendered again on every change. */
  useState(): S;
}

/**
 * A tab's state kept in sessionStorage (the cart, decision 040; the pending distributions, decision
 * 153): read once at start, changed through a pure reducer, written back after each change (or
 * removed when `isEmpty`), and shared by every component through useSyncExternalStore.
 */
export function createSessionStore<S, A>({
  key,
  parse,
  reduce,
  isEmpty = () => false,
}: {
  key: string;
  parse: (text: string | null) => S;
  reduce: (state: S, action: A) => S;
  isEmpty?: (state: S) => boolean;
}): SessionStore<S, A> {
  let state = parse(sessionStorageOrNone()?.getItem(key) ?? null);
  const listeners = new Set<() => void>();
  const getState = () => state;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    dispatch(action) {
      const next = reduce(state, action);
      if (next === state) return;
      state = next;
      try {
        if (isEmpty(state)) sessionStorageOrNone()?.removeItem(key);
        else sessionStorageOrNone()?.setItem(key, JSON.stringify(state));
      } catch {
        // Storage full or unavailable: the state still lives for this page.
      }
      for (const listener of listeners) listener();
    },
    getState,
    useState: () => useSyncExternalStore(subscribe, getState, getState),
  };
}
