#!/usr/bin/env node
/**
 * Search benchmark, at the site's size and at ten times it. No maintained
 * tool measures a search box end to end, so this drives Chromium itself.
 *
 * The tenfold site is generated, not committed: a copy of build/ with every
 * doc page copied nine more times under /docs/copy-N/, indexed again with the
 * project's pagefind.yml. For each size it reports:
 *   - index build time (Pagefind over the built HTML, median of 3),
 *   - bytes transferred (compressed) for a reader's first query typed into the
 *     navbar box of a doc page ("kubectl": the runtime, its WebAssembly, one
 *     index chunk and the fragments of the results shown; a query of two rare
 *     words may need a second chunk), and for a second, different query,
 *   - latency from the last keystroke of a query to its rendered results,
 *     after the first query (p50, p95) over many queries.
 *
 *   node scripts/bench/search.mjs        (needs a production build in build/)
 *
 * Budgets: first query ≤ 150 KB (today) and ≤ 200 KB (tenfold); p50 < 50 ms,
 * p95 < 150 ms; tenfold index build < 10 s. Exits non-zero when one is missed.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath, median, percentile, serveBuild} from './browser.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const searchBudget = {firstQueryKB: {today: 150, tenfold: 200}, p50: 50, p95: 150, tenfoldIndexSeconds: 10};

const queries = [
  'OSI', 'virtual environment', 'execution policy', 'CIDR', 'error budget', 'Dockerfile', 'kubectl',
  'rebase', 'Terraform state', 'Get-Member', 'chmod', 'DORA', 'workflow', 'shared responsibility',
  'Availability Zones', 'resource group', 'NuGet', 'SQLite', 'hallucination', 'CIA triad', 'VLAN',
  'CGNAT', 'MX record', 'f-string', 'launch.json', 'traceback', 'pipeline', 'subnet', 'firewall',
  'load balancer', 'DNS', 'TTL', 'merge conflict', 'branch', 'secrets', 'matrix', 'cache', 'volume',
  'pod', 'deployment', 'ingress', 'provider', 'drift', 'IAM role', 'region', 'subscription', 'SLO',
  'postmortem', 'tokens', 'RAG', 'dataclass', 'pathlib', 'argparse', 'kubernets', 'pyhton',
];

/** Seconds Pagefind takes to index a built site (median of three), with the project's pagefind.yml. */
function indexSeconds(siteDir) {
  const times = [];
  for (let round = 0; round < 3; round += 1) {
    const start = process.hrtime.bigint();
    const run = spawnSync('npx', ['pagefind', '--site', siteDir], {cwd: rootDir, encoding: 'utf8'});
    if (run.status !== 0) throw new Error(`pagefind failed on ${siteDir}:\n${run.stdout}${run.stderr}`);
    times.push(Number(process.hrtime.bigint() - start) / 1e9);
  }
  return median(times);
}

/** build/ with its doc pages copied nine more times (docs/copy-1 … docs/copy-9). */
function tenfoldSite(buildDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-search-tenfold-'));
  fs.cpSync(buildDir, dir, {recursive: true});
  fs.rmSync(path.join(dir, 'pagefind'), {recursive: true, force: true});
  const docs = fs.readdirSync(path.join(buildDir, 'docs'));
  for (let copy = 1; copy <= 9; copy += 1) {
    for (const entry of docs) {
      fs.cpSync(path.join(buildDir, 'docs', entry), path.join(dir, 'docs', `copy-${copy}`, entry), {recursive: true});
    }
  }
  return dir;
}

/** Types a query into the navbar box and resolves with the ms until its results are in the page. */
function timeQuery(page, query) {
  return page.evaluate(async (text) => {
    const input = document.querySelector('input.navbar__search-input');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const rendered = () => document.querySelector(`[role="listbox"][data-query="${CSS.escape(text)}"]`);
    const start = performance.now();
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    await new Promise((resolve) => {
      if (rendered()) return resolve();
      const observer = new MutationObserver(() => rendered() && (observer.disconnect(), resolve()));
      observer.observe(document.body, {subtree: true, childList: true, attributes: true});
    });
    return performance.now() - start;
  }, query);
}

async function measureSite(browser, siteDir) {
  const server = await serveBuild({buildDir: siteDir});
  const page = await browser.newPage();
  // Every response, the search worker's included, at its gzipped size (as
  // a compressing server sends it; Pagefind's chunks are gzip files already).
  let bytes = 0;
  const requested = [];
  page.on('requestfinished', async (request) => {
    // What search costs; not the page's own lazy images or prefetches.
    if (!new URL(request.url()).pathname.startsWith('/pagefind/')) return;
    const body = await (await request.response())?.body().catch(() => undefined);
    if (!body) return;
    const gzipped = body[0] === 0x1f && body[1] === 0x8b;
    bytes += gzipped ? body.length : zlib.gzipSync(body).length;
    requested.push(new URL(request.url()).pathname);
  });
  try {
    await page.goto(`${server.url}/docs/devops/kubernetes/intro`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.locator('input.navbar__search-input').focus();
    const transferred = async (query) => {
      bytes = 0;
      requested.length = 0;
      await timeQuery(page, query);
      await page.waitForTimeout(1000); // late responses (prefetches) count too
      if (process.env.BENCH_VERBOSE) console.log(query, requested);
      return bytes / 1024;
    };
    const firstKB = await transferred('kubectl');
    const secondKB = await transferred('virtual environment');
    // As a reader types: the query less its last letter first (untimed), then
    // the last keystroke, timed to the results it brings.
    const latencies = [];
    for (const query of queries) {
      await timeQuery(page, query.slice(0, -1));
      latencies.push(await timeQuery(page, query));
    }
    return {firstKB, secondKB, p50: median(latencies), p95: percentile(latencies, 95), queries: queries.length};
  } finally {
    await page.close();
    await server.stop();
  }
}

export async function benchSearch(buildDir = path.join(rootDir, 'build')) {
  const tenfold = tenfoldSite(buildDir);
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  try {
    const today = {indexSeconds: indexSeconds(buildDir), ...(await measureSite(browser, buildDir))};
    const large = {indexSeconds: indexSeconds(tenfold), ...(await measureSite(browser, tenfold))};
    return {today, tenfold: large};
  } finally {
    await browser.close();
    fs.rmSync(tenfold, {recursive: true, force: true});
  }
}

/** Budget misses, as sentences. */
export function searchMisses({today, tenfold}) {
  const misses = [];
  for (const [size, result] of [['today', today], ['tenfold', tenfold]]) {
    const first = searchBudget.firstQueryKB[size];
    if (result.firstKB > first) misses.push(`search (${size}): first query ${result.firstKB.toFixed(1)} KB > ${first} KB`);
    if (result.p50 >= searchBudget.p50) misses.push(`search (${size}): p50 ${result.p50.toFixed(1)} ms ≥ ${searchBudget.p50} ms`);
    if (result.p95 >= searchBudget.p95) misses.push(`search (${size}): p95 ${result.p95.toFixed(1)} ms ≥ ${searchBudget.p95} ms`);
  }
  if (tenfold.indexSeconds >= searchBudget.tenfoldIndexSeconds) {
    misses.push(`search (tenfold): index build ${tenfold.indexSeconds.toFixed(1)} s ≥ ${searchBudget.tenfoldIndexSeconds} s`);
  }
  return misses;
}

export function printSearch({today, tenfold}) {
  console.log('\nSearch (Pagefind)        | today     | tenfold');
  console.log('-------------------------|-----------|----------');
  const row = (label, key, unit, digits = 1) =>
    console.log(`${label.padEnd(25)}| ${`${today[key].toFixed(digits)} ${unit}`.padEnd(10)}| ${tenfold[key].toFixed(digits)} ${unit}`);
  row('index build (median of 3)', 'indexSeconds', 's', 2);
  row('first query transferred', 'firstKB', 'KB');
  row('second query transferred', 'secondKB', 'KB');
  row(`latency p50 (${today.queries} q.)`, 'p50', 'ms');
  row(`latency p95 (${today.queries} q.)`, 'p95', 'ms');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchSearch();
  printSearch(result);
  const misses = searchMisses(result);
  for (const miss of misses) console.error(`MISSED ${miss}`);
  process.exit(misses.length > 0 ? 1 : 0);
}
