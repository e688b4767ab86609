/**
 * Loading a 100,000-line supplier file through the real app (multipart upload → csv-parse →
 * checks → one transaction of batched unnest inserts → audit row), then the streamed download.
 * Run: DATABASE_URL=postgres://…/some_db npx tsx bench/supplier-file.bench.ts
 * (an empty database is migrated and seeded first). BENCH_ROWS changes the size. Prints the
 * timings; write them into bench/supplier-file.md. Measured here, never asserted in tests.
 */
import { randomBytes } from 'node:crypto';
import { openBenchApp } from './support/bench-app.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const { app, database, signIn } = await openBenchApp({
  databaseHint: 'a PostgreSQL database',
  isPrepared: true,
});

/** ROWS lines: COFOR6 of 5 digits and a letter, two plants each, one in ten restricted. */
function buildCsv(): Buffer {
  const lines = ['cofor6;cofor10;name;street;postal_code;city;country_code;company_group;restricted'];
  for (let index = 0; index < ROWS; index++) {
    const company = Math.floor(index / 2);
    const cofor6 = `${String(company).padStart(5, '0')}${String.fromCharCode(65 + (company % 26))}`;
    const cofor10 = `${cofor6}${String((index % 2) + 1).padStart(4, '0')}`;
    lines.push(
      `${cofor6};${cofor10};"Supplier ${company}, Parts & Co";${index} Rue de l'Usine;${String(10000 + (index % 89999))};Ville ${index % 500};${['FR', 'DE', 'ES', 'IT', 'PL'][index % 5]};${index % 3 ? 'EXTERNAL_SUPPLIERS' : 'INTERNAL_SUPPLIERS'};${index % 10 === 0 ? '1' : '0'}`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

function multipart(bytes: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const staff = await signIn('staff@demo.example', 'PROVIDER01');
const csv = buildCsv();
process.stdout.write(`file: ${ROWS} lines, ${(csv.length / 1024 / 1024).toFixed(1)} MiB\n`);
const { body, contentType } = multipart(csv);
for (let round = 1; round <= ROUNDS; round++) {
  const start = process.hrtime.bigint();
  const reply = await app.inject({
    method: 'POST',
    url: '/backoffice/api/supplier_files/',
    headers: { ...staff, 'content-type': contentType },
    payload: body,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (reply.statusCode !== 201) throw new Error(`load: ${reply.statusCode} ${reply.body.slice(0, 500)}`);
  process.stdout.write(`load round ${round}: ${ms.toFixed(0)} ms (${reply.json().row_count} rows)\n`);
}
const start = process.hrtime.bigint();
const download = await app.inject({ method: 'GET', url: '/psa_accounts/supplier_data/', headers: staff });
const downloadMs = Number(process.hrtime.bigint() - start) / 1e6;
process.stdout.write(
  `download: ${downloadMs.toFixed(0)} ms (${download.statusCode}, ${(download.rawPayload.length / 1024 / 1024).toFixed(1)} MiB)\n`,
);
// Put the demo file back so the database stays usable for the demo.
const { DEMO_SUPPLIER_FILE_ROWS } = await import('../apps/server/src/seed/demo-supplier-file.js');
const demo = [
  'cofor6;cofor10;name;street;postal_code;city;country_code;company_group;restricted',
  ...DEMO_SUPPLIER_FILE_ROWS.map((row) =>
    row.map((cell) => (cell === true ? '1' : cell === false ? '0' : cell)).join(';'),
  ),
].join('\n');
const restore = multipart(Buffer.from(demo));
await app.inject({
  method: 'POST',
  url: '/backoffice/api/supplier_files/',
  headers: { ...staff, 'content-type': restore.contentType },
  payload: restore.body,
});
await app.close();
await database.close();
