#!/usr/bin/env node
/**
 * The JavaScript a browser fetches to show the login page, then the welcome page after signing
 * in, each file gzipped at level 9 (the server may send them uncompressed). Needs a running portal
 * with the demo data: `node bench/web-first-visit.mjs http://127.0.0.1:3000`.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
let files = new Map();
page.on('response', async (response) => {
  const url = response.url();
  if (!url.endsWith('.js')) return;
  try {
    files.set(url, gzipSync(await response.body(), { level: 9 }).length);
  } catch {
    // a response without a body (redirect, aborted)
  }
});

function report(step) {
  const total = [...files.values()].reduce((sum, size) => sum + size, 0);
  console.log(`${step}: ${files.size} JS files, ${(total / 1024).toFixed(1)} KiB gzip`);
  files = new Map();
}

await page.goto(`${base}/accounts/login`, { waitUntil: 'networkidle' });
await page.getByLabel('E-mail/username').waitFor();
report('login page, first visit');
await page.getByLabel('E-mail/username').fill('supplier@demo.example');
await page.getByLabel('Account ID').fill('12345A0001');
await page.getByLabel('Password').fill('Demo-pass-1');
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForURL(/\/welcome$/);
await page.waitForLoadState('networkidle');
report('then the welcome page');
await page.goto(`${base}/orders/order_process`, { waitUntil: 'networkidle' });
report('then the order process');
await browser.close();
