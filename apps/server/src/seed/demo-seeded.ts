import type { AddressSnapshot } from '../db/schema/index.js';
import type { DemoCompany } from './demo-company-list.js';

/** What the company seeding hands on to the orders: ids, users and address snapshots. */
export type SeededAddress = { id: number; snapshot: AddressSnapshot };

export type SeededCompany = {
  key: string;
  id: number;
  definition: DemoCompany;
  /** User ids, the first user first. */
  userIds: number[];
  billing: SeededAddress | undefined;
  delivery: SeededAddress | undefined;
};

export type SeededCompanies = {
  all: SeededCompany[];
  byKey: (key: string) => SeededCompany;
};
