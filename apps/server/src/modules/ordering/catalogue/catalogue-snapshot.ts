import type { Database, Executor } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { createKeptReads } from '../../../lib/kept-reads.js';
import {
  findActiveProducts,
  findAllPrintFields,
  findAllProductExtraServices,
  findExtraServiceFees,
  notifyCatalogueChange,
  type PrintFieldRow,
  type ProductExtraServiceRow,
  type ProductRow,
} from './catalogue.repository.js';
import { compareProducts } from './product-order.js';

/** The PostgreSQL NOTIFY channel of catalogue changes. */
export const CATALOGUE_CHANNEL = 'label_portal_catalogue';
/**
 * How long a process keeps the catalogue it read when no notification arrives (decision 096).
 * A change sent with notifyCatalogueChanged reaches every process at once.
 */
export const CATALOGUE_SNAPSHOT_TTL_MS = 60_000;

/** The whole catalogue as one process keeps it: a few hundred rows at most. */
export type CatalogueSnapshot = {
  /** Active products, sorted for display. */
  activeProducts: ProductRow[];
  extraServicesOf: Map<number, ProductExtraServiceRow[]>;
  /** Print fields of every product, active or not (stored print data refers to them). */
  printFieldsOf: Map<number, PrintFieldRow[]>;
  fees: { category: string; fee: string }[];
};

export type CatalogueSnapshots = ReturnType<typeof createCatalogueSnapshots>;

function groupBy<T>(rows: T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

async function readSnapshot(db: Database): Promise<CatalogueSnapshot> {
  const [activeProducts, services, fields, fees] = await Promise.all([
    findActiveProducts(db),
    findAllProductExtraServices(db),
    findAllPrintFields(db),
    findExtraServiceFees(db),
  ]);
  return {
    activeProducts: activeProducts.sort(compareProducts),
    extraServicesOf: groupBy(services, (service) => service.productId),
    printFieldsOf: groupBy(fields, (field) => field.productId),
    fees,
  };
}

/**
 * The catalogue read once per process and kept until a catalogue change is notified or a minute
 * has passed, for the screens that show it (product list, history, cost calculation). Sending an
 * order reads the catalogue inside its transaction instead.
 */
export function createCatalogueSnapshots(deps: { db: Database; now: Clock; ttlMs?: number }) {
  const kept = createKeptReads<'catalogue', CatalogueSnapshot>({
    now: deps.now,
    ttlMs: deps.ttlMs ?? CATALOGUE_SNAPSHOT_TTL_MS,
    max: 1,
  });
  const get = () => kept.get('catalogue', () => readSnapshot(deps.db));
  const forget = () => kept.clear();
  /** The snapshot read after the version was (its content is that version's or newer). */
  let versioned: { version: number; snapshot: Promise<CatalogueSnapshot> } | undefined;

  return {
    get,
    forget,
    /**
     * The catalogue as of `version` or later, `version` being what the caller has just read from
     * the database: read again when the kept one is older, so that no process keeps
     * serving a catalogue another process has changed (decision 325). Concurrent callers of one
     * version share one read.
     */
    atVersion: (version: number): Promise<CatalogueSnapshot> => {
      // Versions only rise: a kept catalogue of a later version serves an earlier one too.
      if (!versioned || version > versioned.version) {
        const snapshot = readSnapshot(deps.db);
        const entry = { version, snapshot };
        versioned = entry;
        snapshot.catch(() => {
          if (versioned === entry) versioned = undefined;
        });
      }
      return versioned.snapshot;
    },
    /**
     * After a catalogue change in `executor`'s transaction (the back office): this process reads
     * the catalogue again at once, every other one when the transaction commits.
     */
    changed: async (executor: Executor): Promise<void> => {
      forget();
      await notifyCatalogueChange(executor, CATALOGUE_CHANNEL);
    },
    /** The catalogue channel's listener: wire to DatabaseHandle.listen (app.ts). */
    invalidation: { channel: CATALOGUE_CHANNEL, onMessage: forget, onConnect: forget },
  };
}
