// Summary of a V8 CPU profile (.cpuprofile, as `node --cpu-prof` writes it): sampled time, the
// functions with the most self time and self time by category (npm package, server source folder,
// Node internals, GC, idle). Lines of the esbuild build in apps/server/dist (main.js, chunks) are
// mapped back to their source file through the `// src/…` comments esbuild puts before every module.
// Standalone: node bench/api/profile-summary.mjs <file.cpuprofile> [--dist apps/server/dist]
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** The repository root, with a trailing slash: paths below it are shown relative to it. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Line starts of one bundle file's modules: [{ line (0-based), source }], in order. */
function readModulesOf(file) {
  const modules = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, line) => {
      const match = /^\/\/ ((?:\.\.\/)*(?:src|packages)\/\S+\.[cm]?[jt]sx?)$/.exec(text);
      if (!match) return;
      const source = match[1].startsWith('../../')
        ? match[1].slice('../../'.length)
        : `apps/server/${match[1]}`;
      modules.push({ line, source });
    });
  return modules;
}

/** The server build's files (apps/server/dist/*.js: main.js and its chunks) with their modules. */
export function readBundleModules(distDir) {
  const files = new Map();
  for (const name of readdirSync(distDir)) {
    if (name.endsWith('.js'))
      files.set(join(distDir, name), { name, modules: readModulesOf(join(distDir, name)) });
  }
  return files;
}

function sourceOfLine(modules, line) {
  let found;
  for (const module of modules) {
    if (module.line > line) break;
    found = module.source;
  }
  return found;
}

/** Where a call frame's code lives: { file (shortened), category }. */
function locate(callFrame, bundle) {
  const { url, functionName, lineNumber } = callFrame;
  if (!url) {
    if (functionName === '(idle)') return { file: '', category: 'idle' };
    if (functionName === '(garbage collector)') return { file: '', category: 'GC' };
    if (functionName === '(program)') return { file: '', category: 'V8 and native (program)' };
    return { file: '(native)', category: 'V8 builtins' };
  }
  if (url.startsWith('node:')) return { file: url.slice('node:'.length), category: 'node internals' };
  const path = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path);
  if (inPackage) return { file: `${inPackage[1]}/${inPackage[2]}`, category: inPackage[1] };
  const bundled = bundle?.get(path);
  if (bundled) {
    const source = sourceOfLine(bundled.modules, lineNumber) ?? `apps/server/dist/${bundled.name}`;
    const area = /^(apps\/server\/src\/(?:modules\/[^/]+|[^/]+)|packages\/[^/]+)/.exec(source);
    return { file: source, bundleFile: bundled.name, category: area ? area[1].replace(/\.ts$/, '') : source };
  }
  const file = path.startsWith(REPO_ROOT) ? path.slice(REPO_ROOT.length) : path;
  return { file, category: file };
}

/**
 * Self time (µs) per node of the profile from its samples, only samples taken within
 * [fromUs, toUs] (the profile's own clock, CLOCK_MONOTONIC like process.hrtime) when given.
 */
function selfTimes(profile, window) {
  const times = new Map();
  const { samples, timeDeltas } = profile;
  let at = profile.startTime;
  const stamps = samples.map((_, index) => {
    at += timeDeltas[index];
    return at;
  });
  let total = 0;
  for (let index = 0; index < samples.length; index++) {
    const next = index + 1 < samples.length ? stamps[index + 1] : profile.endTime;
    const duration = Math.max(0, next - stamps[index]);
    if (window && (stamps[index] < window.fromUs || stamps[index] > window.toUs)) continue;
    times.set(samples[index], (times.get(samples[index]) ?? 0) + duration);
    total += duration;
  }
  return { times, total, profiledUs: profile.endTime - profile.startTime };
}

/** A call frame's function: its name and where it lives, as the tables show it. */
function describeFrame(callFrame, bundle) {
  const { file, category, bundleFile } = locate(callFrame, bundle);
  const name = callFrame.functionName || '(anonymous)';
  const line = callFrame.lineNumber + 1;
  let where = file;
  if (bundleFile) where = `${file} (dist/${bundleFile}:${line})`;
  else if (file && !file.startsWith('(')) where = `${file}:${line}`;
  return { key: `${name}|${where}`, name, where, category };
}

/**
 * Aggregates a profile: { totalUs, profiledUs, functions, categories }, largest first; every
 * function with its callers (the parent frames its self time was sampled under).
 */
export function summariseProfile(profile, { window, bundle } = {}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const { times, total, profiledUs } = selfTimes(profile, window);
  const functions = new Map();
  const categories = new Map();
  for (const [id, us] of times) {
    const frame = describeFrame(nodes.get(id).callFrame, bundle);
    const entry = functions.get(frame.key) ?? { ...frame, us: 0, callers: new Map() };
    entry.us += us;
    const parent = nodes.get(parents.get(id));
    if (parent) {
      const caller = describeFrame(parent.callFrame, bundle);
      entry.callers.set(caller.key, {
        ...caller,
        us: (entry.callers.get(caller.key)?.us ?? 0) + us,
      });
    }
    functions.set(frame.key, entry);
    categories.set(frame.category, (categories.get(frame.category) ?? 0) + us);
  }
  const byTime = (a, b) => b.us - a.us;
  return {
    totalUs: total,
    profiledUs,
    functions: [...functions.values()]
      .map((entry) => ({ ...entry, callers: [...entry.callers.values()].sort(byTime) }))
      .sort(byTime),
    categories: [...categories].map(([category, us]) => ({ category, us })).sort(byTime),
  };
}

const ms = (us) => (us / 1000).toFixed(1);
const percent = (us, total) => `${((100 * us) / total).toFixed(1)} %`;

/** The summary as Markdown; `requests` (answered during the window) adds CPU time per request. */
export function formatProfileSummary(summary, { title, requests, top = 30, notes = [] }) {
  const { totalUs, profiledUs } = summary;
  const idle = summary.categories.find((entry) => entry.category === 'idle')?.us ?? 0;
  const busy = totalUs - idle;
  const lines = [
    `# ${title}`,
    '',
    ...notes,
    '',
    'Self time is wall-clock time between samples: on a busy machine it includes time the process waited for a core.',
    '',
    `Sampled time: ${ms(totalUs)} ms in the load window (${ms(profiledUs)} ms profiled in all); busy (not idle) ${ms(busy)} ms = ${percent(busy, totalUs)} of one core.`,
  ];
  if (requests) {
    lines.push(
      `Requests answered in the window: ${requests.toLocaleString('en')}; busy (sampled, not idle) time per request ${(busy / requests / 1000).toFixed(2)} ms.`,
    );
  }
  lines.push(
    '',
    '## Self time by category',
    '',
    '| category | self ms | share | busy share |',
    '|---|---|---|---|',
  );
  for (const { category, us } of summary.categories) {
    lines.push(
      `| ${category} | ${ms(us)} | ${percent(us, totalUs)} | ${category === 'idle' ? '' : percent(us, busy)} |`,
    );
  }
  lines.push(
    '',
    `## Top ${top} functions by self time`,
    '',
    '| # | function | file | self ms | share |',
    '|---|---|---|---|---|',
  );
  summary.functions.slice(0, top).forEach((entry, index) => {
    lines.push(
      `| ${index + 1} | \`${entry.name}\` | ${entry.where} | ${ms(entry.us)} | ${percent(entry.us, totalUs)} |`,
    );
  });
  lines.push('', '## Callers of the first ten (self time by calling function)', '');
  for (const entry of summary.functions.slice(0, 10)) {
    if (entry.callers.length === 0) continue;
    const callers = entry.callers
      .slice(0, 3)
      .map((caller) => `\`${caller.name}\` ${caller.where} ${ms(caller.us)} ms`)
      .join('; ');
    lines.push(`- \`${entry.name}\` ${entry.where}: ${callers}`);
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { dist: { type: 'string' }, top: { type: 'string', default: '30' } },
  });
  if (positionals.length !== 1) {
    process.stderr.write(
      'usage: node bench/api/profile-summary.mjs <file.cpuprofile> [--dist apps/server/dist]\n',
    );
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
  const bundle = values.dist ? readBundleModules(resolve(values.dist)) : undefined;
  const summary = summariseProfile(profile, { bundle });
  process.stdout.write(formatProfileSummary(summary, { title: positionals[0], top: Number(values.top) }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
