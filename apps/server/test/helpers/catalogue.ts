import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client.js';

/**
 * Changes the catalogue as the back office does: the statement and the notification to every
 * server process in one transaction (the screens keep the catalogue in memory, decision 096).
 */
export async function changeCatalogue(app: FastifyInstance, database: DatabaseHandle, statement: SQL) {
  await database.db.transaction(async (tx) => {
    await tx.execute(statement);
    await app.catalogue.changed(tx);
  });
}
