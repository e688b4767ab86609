/**
 * Columns many tables declare alike: the row's creation time, the version of optimistic
 * concurrency, and a required reference to another table's integer id.
 */
import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

type ReferenceAction = 'cascade' | 'restrict' | 'set null';

/** When the row was written. */
export function defineCreatedAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

/** The version a back-office edit names and bumps (optimistic concurrency, issue 12). */
export function defineVersion() {
  return integer('version').notNull().default(1);
}

/** A required reference to `target`, another table's integer id; `onDelete` when not NO ACTION. */
export function defineReference(name: string, target: () => AnyPgColumn, onDelete?: ReferenceAction) {
  return integer(name).notNull().references(target, { onDelete });
}
