/**
 * The bench app as a server process of its own (the CSV bench measures this process's memory and
 * CPU, not the client's): listens on a free port, signs the analyst in, prints `{ url, headers }`
 * as one JSON line and serves until it is killed.
 */
import { openBenchApp } from './bench-app.js';

const { app, signIn } = await openBenchApp({ databaseHint: 'a PostgreSQL database with the large data set' });
const headers = await signIn('analyst@demo.example', 'CARMAKER01');
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url, headers })}\n`);
