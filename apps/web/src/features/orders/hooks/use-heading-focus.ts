import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The router's key of the history entry this page load started on ('default' for a fresh one). */
function loadKey(): string {
  const state: unknown = globalThis.history?.state;
  const key = typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : 'default';
}

const firstKey = loadKey();
/** The user has moved on from the page load's entry since. */
let navigated = false;

/** Forgets the page load's navigation (component tests render many "page loads" in one module). */
export function forgetNavigationForTests(): void {
  navigated = false;
}

/**
 * Moves the focus to a step's heading once the user has navigated inside the app (a step change,
 * BACK, CHECKOUT, the browser's Back), so that keyboard and screen reader users start on the new
 * step. The first page of a page load (a visit, a reload) keeps the browser's own focus. The heading
 * needs tabIndex -1.
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key !== firstKey) navigated = true;
    if (navigated) ref.current?.focus();
  }, [key]);
  return ref;
}
