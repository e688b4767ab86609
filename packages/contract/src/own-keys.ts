/**
 * Reading and writing records whose keys come from users or staff (print field names, error
 * paths). A plain object's `obj['__proto__'] = x` changes its prototype instead of adding a key,
 * and `obj.constructor` answers Object.prototype's; these helpers only ever touch own properties.
 */

/** Names that reach Object.prototype when used as a key of a plain object. */
export const SPECIAL_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function isSpecialKey(key: string): boolean {
  return SPECIAL_KEYS.has(key);
}

/** The record's own value for the key, never an inherited one. */
export function getOwn<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Sets an own, enumerable property, also for `__proto__` (where `=` would change the prototype). */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}
