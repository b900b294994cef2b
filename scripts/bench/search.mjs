/**
 * Search at the site's size and tenfold (its doc pages copied nine more times): Pagefind's index
 * build time (its CLI, pagefind.yml), the compressed bytes a reader's first query downloads when it
 * has one, two or three words (typed key by key, each in a fresh browser context, so nothing is
 * cached), the bytes of a second query, and the time from the last keystroke to the results. No
 * tool measures a search box end to end: this one drives Chromium with Playwright.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium as chromiumBrowser} from '@playwright/test';
import {serveProd} from '../../tests/support/servers.mjs';
import chromium from '../../tests/support/chromium.cjs';

/** The value below which `p` per cent of `values` fall (nearest rank). */
export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)];

const queries = `OSI, virtual environment, execution policy, CIDR, Dockerfile, rebase, chmod, DORA,
  Terraform state, Get-Member, workflow, NuGet, SQLite, VLAN, DNS, IAM role, kubernets, pyhton`;

/** The index chunk size the build uses (see src/plugins/pagefind.ts). */
const {indexChunkSize} = JSON.parse(fs.readFileSync('src/data/search.json', 'utf8'));

/** A reader's first query, by its number of words. */
const firstQueries = {
  oneWord: 'kubectl',
  twoWords: 'virtual environment',
  threeWords: 'kubernetes rolling update',
};

/** Types `query` into the navbar box key by key, as a reader does; resolves once it is answered. */
async function typeQuery(page, query) {
  const box = page.locator('input.navbar__search-input');
  await box.click();
  await box.pressSequentially(query, {delay: 80});
  await page.locator(`[role="listbox"][data-query="${query}"]`).waitFor({state: 'attached'});
}

/** Sets `query` in the navbar box; resolves with the ms until its results are in the page. */
const timeQuery = (page, query) =>
  page.evaluate(async (text) => {
    const input = document.querySelector('input.navbar__search-input');
    const answered = `[role="listbox"][data-query="${CSS.escape(text)}"]`;
    const start = performance.now();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input?.dispatchEvent(new Event('input', {bubbles: true}));
    await new Promise((resolve) => {
      const observer = new MutationObserver(() => document.querySelector(answered) && resolve(0));
      observer.observe(document.body, {subtree: true, childList: true, attributes: true});
    });
    return performance.now() - start;
  }, query);

/** The figures of a copy of the build with its doc pages `copies` more times (docs/copy-N/). */
async function measure(browser, buildDir, copies) {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-search-'));
  fs.chmodSync(siteDir, 0o755); // nginx's workers read it
  fs.cpSync(buildDir, siteDir, {recursive: true});
  for (let copy = 1; copy <= copies; copy += 1) {
    fs.cpSync(`${buildDir}/docs`, `${siteDir}/docs/copy-${copy}`, {recursive: true});
  }
  const start = performance.now();
  execFileSync('node_modules/.bin/pagefind', ['--site', siteDir], {
    stdio: 'ignore',
    // As the build indexes.
    env: {...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: String(indexChunkSize)},
  });
  const indexSeconds = Number(((performance.now() - start) / 1000).toFixed(1));
  const server = await serveProd(siteDir);
  /** A fresh context (empty cache) on a doc page; `kilobytes()` counts search's bytes so far. */
  const open = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let bytes = 0;
    page.on('requestfinished', async (request) => {
      if (/\/pagefind\//.test(request.url())) bytes += (await request.sizes()).responseBodySize;
    });
    await page.goto(`${server.url}/docs/devops/kubernetes/intro`, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const kilobytes = async () => {
      await page.waitForTimeout(1000); // responses that end after the results count too
      const total = Math.round(bytes / 1024);
      bytes = 0;
      return total;
    };
    return {context, page, kilobytes};
  };
  try {
    const first = {};
    for (const [words, query] of Object.entries(firstQueries)) {
      const {context, page, kilobytes} = await open();
      await typeQuery(page, query);
      first[words] = await kilobytes();
      await context.close();
    }
    const {context, page, kilobytes} = await open();
    await timeQuery(page, firstQueries.oneWord);
    await kilobytes();
    await timeQuery(page, 'virtual environment');
    const secondKB = await kilobytes();
    const latencies = [];
    for (const query of queries.split(/,\s+/)) {
      await timeQuery(page, query.slice(0, -1)); // typed, not timed: the last keystroke is
      latencies.push(await timeQuery(page, query));
    }
    await context.close();
    const [p50, p95] = [50, 95].map((p) => Math.round(percentile(latencies, p)));
    return {
      indexSeconds,
      firstKB1: first.oneWord,
      firstKB2: first.twoWords,
      firstKB3: first.threeWords,
      secondKB,
      p50,
      p95,
    };
  } finally {
    await server.stop();
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
}

export async function benchSearch(buildDir = process.env.BUILD_DIR ?? 'build') {
  const browser = await chromiumBrowser.launch(chromium.chromiumLaunchOptions);
  const today = await measure(browser, buildDir, 0);
  const tenfold = await measure(browser, buildDir, 9);
  await browser.close();
  console.table({today, tenfold});
  const max = {
    firstKB1: [150, 200],
    firstKB2: [150, 200],
    firstKB3: [150, 200],
    p50: [50, 50],
    p95: [150, 150],
    indexSeconds: [Infinity, 10],
  };
  return Object.entries(max).flatMap(([figure, [todayMax, tenfoldMax]]) => [
    [`search today: ${figure}`, today[figure], todayMax],
    [`search tenfold: ${figure}`, tenfold[figure], tenfoldMax],
  ]);
}
