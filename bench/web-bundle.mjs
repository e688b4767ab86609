#!/usr/bin/env node
/**
 * Initial load of the built web app: the JavaScript and CSS that apps/web/dist/index.html loads at
 * start (the module script, its modulepreload links and the stylesheets), each gzipped at level 9.
 * Chunks loaded later (lazy routes) are listed apart. Run `npm run build` first, then
 * `node bench/web-bundle.mjs` (add --json for machine-readable output).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const attributePattern = (tag, attr) => new RegExp(`<${tag}\\b[^>]*\\b${attr}="([^"]+)"[^>]*>`, 'g');
const tagsOf = (tag, attr) => [...html.matchAll(attributePattern(tag, attr))].map((m) => m[0]);
const attributeOf = (tagText, attr) => new RegExp(`\\b${attr}="([^"]+)"`).exec(tagText)?.[1];

const scripts = tagsOf('script', 'src')
  .filter((tag) => /type="module"/.test(tag))
  .map((tag) => attributeOf(tag, 'src'));
const links = tagsOf('link', 'href');
const preloads = links
  .filter((tag) => /rel="modulepreload"/.test(tag))
  .map((tag) => attributeOf(tag, 'href'));
const styles = links.filter((tag) => /rel="stylesheet"/.test(tag)).map((tag) => attributeOf(tag, 'href'));

function sizeOf(path) {
  const bytes = readFileSync(join(dist, path.replace(/^\//, '')));
  return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const initialJs = [...new Set([...scripts, ...preloads])].map(sizeOf);
const initialCss = styles.map(sizeOf);
const initialPaths = new Set([...initialJs, ...initialCss].map((f) => f.path.replace(/^\//, '')));
const later = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name) && !initialPaths.has(`assets/${name}`))
  .map((name) => sizeOf(`/assets/${name}`));

const sum = (files, key) => files.reduce((total, f) => total + f[key], 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const kB = (bytes) => (bytes / 1000).toFixed(1);
const report = {
  initialJs: { gzip: sum(initialJs, 'gzip'), raw: sum(initialJs, 'raw'), files: initialJs },
  initialCss: { gzip: sum(initialCss, 'gzip'), raw: sum(initialCss, 'raw'), files: initialCss },
  later: { gzip: sum(later, 'gzip'), files: later },
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const table = (title, files) => {
    console.log(title);
    for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${f.path.padEnd(48)} ${kb(f.raw).padStart(8)} KiB raw ${kb(f.gzip).padStart(7)} KiB gzip`,
      );
    }
  };
  table('Initial JavaScript:', initialJs);
  table('Initial CSS:', initialCss);
  table('Loaded later:', later);
  console.log(
    `Initial JS:  ${kb(report.initialJs.gzip)} KiB gzip = ${kB(report.initialJs.gzip)} kB (${kb(report.initialJs.raw)} KiB raw)`,
  );
  console.log(`Initial CSS: ${kb(report.initialCss.gzip)} KiB gzip (${kb(report.initialCss.raw)} KiB raw)`);
  console.log(`Later JS+CSS: ${kb(report.later.gzip)} KiB gzip`);
}
