import { pgSequence } from 'drizzle-orm/pg-core';

/**
 * Shipping (issue 12, decision 162): spool numbers `S` + seven digits and label object ids come
 * from these sequences, far above the demo's hand-numbered rolls (S0001201…, #41000000…).
 */
export const spoolNumberSequence = pgSequence('spool_number_seq', { startWith: 1_000_001 });
export const labelObjectIdSequence = pgSequence('label_object_id_seq', {
  startWith: 100_000_001,
  cache: 1000,
});
