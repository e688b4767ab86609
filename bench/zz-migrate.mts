import { openDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
const database = await openDatabase({ url: process.env.DATABASE_URL });
await migrateDatabase(database);
await database.close();
