// The end of a bench run: the tables and checks on the terminal, and the dated section written to
// bench/api-throughput.md.
import {
  appendSection,
  describeMachine,
  formatMarkdownTable,
  formatTextTable,
  RESULTS_FILE,
  readLastPostgresFigures,
  rssRows,
  tableRows,
} from './report.mjs';

/** Lines about what went wrong or was checked; `failures` counts the checks that failed. */
function checkLines(results, checks) {
  const lines = [];
  let failures = 0;
  if (checks.crash) {
    failures++;
    const bySignal = checks.crash.logTail.some((line) => line.includes('"msg":"SIGTERM: closing"'))
      ? ', stopped by a SIGTERM that this run did not send'
      : '';
    lines.push(
      `The portal exited (${checks.crash.exit}${bySignal}) during ${checks.crash.scenario}; its last log lines:`,
    );
    lines.push(...checks.crash.logTail.map((line) => `    ${line}`));
  }
  for (const [name, result] of Object.entries(results)) {
    if (result.probe)
      lines.push(`${name}: replies other than 2xx; one more request answered ${result.probe}`);
  }
  if (checks.logErrors.length > 0) lines.push(`Server log errors: ${checks.logErrors.join(' | ')}`);
  const { idempotency, concurrent } = checks;
  if (idempotency) {
    const isOk = idempotency.duplicatedKeys === 0 && idempotency.runOrders === idempotency.runKeys;
    if (!isOk) failures++;
    lines.push(
      `Idempotency after the order send: ${isOk ? 'OK' : 'FAILED'}: ${idempotency.duplicatedKeys} key(s) with more than one order in the whole database; ` +
        `this run's keys made ${idempotency.runOrders.toLocaleString('en')} orders for ${idempotency.runKeys.toLocaleString('en')} keys ` +
        `(wrk saw ${idempotency.acceptedReplies.toLocaleString('en')} 2xx replies, warm-up included; the others were in flight when it stopped).`,
    );
  }
  if (concurrent) {
    const statuses = Object.entries(concurrent.statuses)
      .map(([status, count]) => `${count}×${status}`)
      .join(', ');
    const allAccepted = Object.keys(concurrent.statuses).every((status) => ['200', '201'].includes(status));
    const isOk = concurrent.ordersWithKey === 1 && concurrent.orderIds.length === 1 && allAccepted;
    if (!isOk) failures++;
    lines.push(
      `One key from 100 concurrent requests: ${isOk ? 'OK' : 'FAILED'}: replies ${statuses}; order ids named ${concurrent.orderIds.length} ` +
        `(${concurrent.orderIds.slice(0, 3).join(', ')}); orders in the database with that key: ${concurrent.ordersWithKey}.` +
        (concurrent.firstFailure
          ? ` First refusal: ${concurrent.firstFailure.status} ${concurrent.firstFailure.text.slice(0, 200)}`
          : ''),
    );
  }
  if (checks.supplierOrders) {
    const { before, after } = checks.supplierOrders;
    lines.push(
      `Demo supplier's company orders (the history page's): ${before.toLocaleString('en')} before, ${after.toLocaleString('en')} after this run.`,
    );
  }
  if (checks.senderOrders && checks.senderOrders.account.username !== 'supplier@demo.example') {
    const { account, before, after } = checks.senderOrders;
    lines.push(
      `Orders were sent as ${account.username} (${account.account_id}, a supplier of the large set): its company's orders ${before.toLocaleString('en')} before, ${after.toLocaleString('en')} after.`,
    );
  }

  return { lines, failures };
}

function suiteTitle(name, suite) {
  if (name === 'postgres')
    return `PostgreSQL ${suite.databaseVersion}, ${suite.processes} server process(es)`;
  const seed = suite.seed;
  return `PGlite (${suite.databaseVersion}), ${suite.processes} server process, seed of ${seed.companies.toLocaleString('en')} companies and ${seed.orders.toLocaleString('en')} orders in ${seed.seconds.toFixed(0)} s`;
}

/** Tables of one suite: throughput with the ratios, RSS. */
function suiteTables(name, suite, postgresFigures) {
  const results = suite.results;
  const helloRps = results['hello-world']?.requestsPerSecond;
  const rows = tableRows(results, { reference: () => helloRps, referenceLabel: 'vs hello-world' });
  if (name === 'pglite' && postgresFigures) {
    rows[0].push(`vs PostgreSQL (${postgresFigures.label})`);
    Object.keys(results).forEach((scenario, index) => {
      const base = postgresFigures.rps[scenario];
      rows[index + 1].push(
        base ? `${((100 * results[scenario].requestsPerSecond) / base).toFixed(1)} %` : '–',
      );
    });
  }
  rows[0].push('server CPU ms/req');
  Object.values(results).forEach((result, index) => {
    rows[index + 1].push(Number.isFinite(result.cpuMsPerRequest) ? result.cpuMsPerRequest.toFixed(2) : '–');
  });
  return { throughput: rows, rss: rssRows(suite.rss) };
}

const figuresOf = (suite) =>
  Object.fromEntries(
    Object.entries(suite.results).map(([name, result]) => [name, Math.round(result.requestsPerSecond)]),
  );

/**
 * Prints every suite's tables and checks; appends the run to bench/api-throughput.md unless told
 * not to. Answers how many checks failed.
 */
export function printAndWrite({ suites, settings, wrkVersion, isWriting, log }) {
  const machine = describeMachine();
  const stamp = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const lastPostgres = suites.postgres ? undefined : readLastPostgresFigures();
  const postgresFigures = suites.postgres
    ? { label: 'same run', rps: figuresOf(suites.postgres) }
    : lastPostgres && { label: `written ${lastPostgres.date}`, rps: lastPostgres.rps };
  const wrkLine = `wrk ${wrkVersion}: ${settings.threads} thread(s), ${settings.connections} connections (order send ${settings.sendConnections}), ${settings.duration} s per scenario after a ${settings.warmup} s warm-up, timeout ${settings.timeout} s`;
  const machineLine = `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.ramGiB} GiB RAM, Node ${machine.node}, load average at the end ${machine.loadAverage}; commit ${machine.commit}.`;
  const sections = [];
  let failures = 0;
  for (const [name, suite] of Object.entries(suites)) {
    const tables = suiteTables(name, suite, postgresFigures);
    const { lines: checks, failures: suiteFailures } = checkLines(suite.results, suite.checks);
    failures += suiteFailures;
    process.stdout.write(
      `\n${suiteTitle(name, suite)}\n\n${formatTextTable(tables.throughput)}\n\n${formatTextTable(tables.rss)}\n\n${checks.join('\n')}\n`,
    );
    sections.push(
      [
        `## ${stamp}: ${suiteTitle(name, suite)}`,
        '',
        `${machineLine} ${wrkLine}.`,
        '',
        formatMarkdownTable(tables.throughput),
        '',
        formatMarkdownTable(tables.rss),
        '',
        ...checks.map((line) => `- ${line}`),
      ].join('\n'),
    );
  }
  process.stdout.write(`\n${machineLine}\n${wrkLine}\n`);
  if (failures > 0) process.stdout.write(`\n${failures} check(s) FAILED: see above\n`);
  if (!isWriting) return failures;
  for (const [index, [name, suite]] of Object.entries(suites).entries()) {
    appendSection(sections[index], {
      date: stamp,
      database: name,
      processes: suite.processes,
      rps: figuresOf(suite),
    });
  }
  log(`Figures appended to ${RESULTS_FILE}`);
  return failures;
}
