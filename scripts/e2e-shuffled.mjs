// Runs the browser tests in another order, to show that none depends on another's data or on the
// run order: `node scripts/e2e-shuffled.mjs --reverse` (files and tests in reverse order) or
// `node scripts/e2e-shuffled.mjs --seed 42` (a shuffle that a seed repeats). Extra arguments go to
// Playwright. Copies of the specs with their top-level tests reordered go to a temporary folder
// under test-results/, removed afterwards. Uses E2E_PORT like `npm run test:e2e`.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { log, ROOT, runAsync } from './lib.mjs';

const args = process.argv.slice(2);
const isReverse = args.includes('--reverse');
const seedIndex = args.indexOf('--seed');
const seed = seedIndex >= 0 ? Number(args[seedIndex + 1]) : Date.now() % 100_000;
const passThrough = args.filter(
  (arg, index) => arg !== '--reverse' && index !== seedIndex && index !== seedIndex + 1,
);

/** A small seeded generator (mulberry32), so an order that fails can be run again. */
function randomFrom(start) {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = randomFrom(seed);
function reorder(items) {
  if (isReverse) return [...items].reverse();
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Splits a spec into its head (imports, constants) and its top-level test statements. */
function splitSpec(text) {
  const lines = text.split('\n');
  const starts = lines.flatMap((line, index) => (/^(test(\.describe)?\(|for \()/.test(line) ? [index] : []));
  if (starts.length === 0) return { head: text, blocks: [] };
  const head = lines.slice(0, starts[0]).join('\n');
  const blocks = starts.map(
    (start, i) =>
      `${lines
        .slice(start, starts[i + 1] ?? lines.length)
        .join('\n')
        .trimEnd()}\n`,
  );
  return { head, blocks };
}

const e2eDir = join(ROOT, 'e2e');
const outDir = join(ROOT, 'test-results', `e2e-shuffled-${process.pid}`);
mkdirSync(outDir, { recursive: true });
const supportPath = relative(outDir, join(e2eDir, 'support')).replaceAll('\\', '/');
const files = reorder(readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts')));
files.forEach((name, position) => {
  const { head, blocks } = splitSpec(readFileSync(join(e2eDir, name), 'utf8'));
  const text = [head.replaceAll("from './support/", `from '${supportPath}/`), ...reorder(blocks)].join('\n');
  writeFileSync(join(outDir, `${String(position).padStart(2, '0')}-${name}`), text);
});
// E2E_SLOW=3 multiplies the test and expect timeouts (a loaded machine); default 1.
writeFileSync(
  join(outDir, 'playwright.config.ts'),
  `import base from '${relative(outDir, join(ROOT, 'playwright.config')).replaceAll('\\', '/')}';
const slow = Number(process.env.E2E_SLOW ?? 1);
export default {
  ...base,
  testDir: '.',
  outputDir: './output',
  timeout: (base.timeout ?? 30_000) * slow,
  expect: { ...base.expect, timeout: (base.expect?.timeout ?? 5_000) * slow },
  webServer: { ...base.webServer, cwd: ${JSON.stringify(ROOT)} },
};
`,
);
log(`Browser tests ${isReverse ? 'in reverse order' : `shuffled with --seed ${seed}`}: ${files.join(', ')}`);
const code = await runAsync('npx', [
  'playwright',
  'test',
  '--config',
  join(outDir, 'playwright.config.ts'),
  ...passThrough,
]);
// Kept after a failure: the reordered specs and the screenshots in its output folder.
if (code === 0) rmSync(outDir, { recursive: true, force: true });
else log(`Failed; the reordered specs and their output stay in ${relative(ROOT, outDir)}`);
process.exit(code);
