#!/usr/bin/env node
/**
 * Search benchmark: index size (raw and gzip) and in-browser query latency,
 * from the last keystroke to rendered results, over many queries.
 *
 *   node scripts/bench/search.mjs        (needs a production build in build/)
 *
 * Budget for this site: p50 < 50 ms and p95 < 150 ms. Exits non-zero when missed.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath, median, percentile, serveBuild} from './browser.mjs';

const budget = {p50: 50, p95: 150};
const queries = [
  'OSI', 'virtual environment', 'execution policy', 'CIDR', 'error budget', 'Dockerfile', 'kubectl',
  'rebase', 'Terraform state', 'Get-Member', 'chmod', 'DORA', 'workflow', 'shared responsibility',
  'Availability Zones', 'resource group', 'NuGet', 'SQLite', 'hallucination', 'CIA triad', 'VLAN',
  'CGNAT', 'MX record', 'f-string', 'launch.json', 'traceback', 'pipeline', 'subnet', 'firewall',
  'load balancer', 'router', 'DNS', 'TTL', 'SPF', 'DKIM', 'merge conflict', 'branch', 'commit message',
  'permissions', 'secrets', 'matrix', 'cache', 'image layers', 'volume', 'compose', 'pod', 'deployment',
  'service', 'ingress', 'probe', 'module', 'provider', 'drift', 'OpenTofu', 'IAM role', 'S3 bucket',
  'region', 'Entra ID', 'subscription', 'xUnit', 'SLO', 'toil', 'postmortem', 'tokens', 'temperature',
  'RAG', 'prompt injection', 'Parquet', 'OLAP', 'dataclass', 'pathlib', 'argparse', 'multi-cursor',
  'markdown table', 'zzzqqq',
];

function indexSizes(buildDir) {
  const files = fs.readdirSync(buildDir).filter((name) => /^search-index.*\.json$/.test(name));
  const raw = files.reduce((sum, name) => sum + fs.statSync(path.join(buildDir, name)).size, 0);
  const gzip = files.reduce(
    (sum, name) => sum + zlib.gzipSync(fs.readFileSync(path.join(buildDir, name)), {level: 9}).length,
    0,
  );
  return {files, raw, gzip};
}

async function measureQuery(page, query) {
  const input = page.locator('input.navbar__search-input');
  await input.fill('');
  await input.pressSequentially(query.slice(0, -1));
  await page.waitForTimeout(150);
  // Arm: t0 at the last keydown, t1 at the first re-render of the results after it.
  await page.evaluate(() => {
    window.__latency = new Promise((resolve) => {
      let t0 = 0;
      const listbox = document.querySelector('.navbar__search [role="listbox"]');
      const observer = new MutationObserver(() => {
        if (t0 === 0) return;
        observer.disconnect();
        resolve(performance.now() - t0);
      });
      observer.observe(listbox, {childList: true, subtree: true, characterData: true});
      document.addEventListener('keydown', () => (t0 = performance.now()), {once: true, capture: true});
    });
  });
  await page.keyboard.press(query.at(-1));
  return page.evaluate(() => window.__latency);
}

export async function benchSearch({buildDir = 'build', port = 0, rounds = 1} = {}) {
  const sizes = indexSizes(buildDir);
  const server = await serveBuild({buildDir, port});
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs/intro`);
    const input = page.locator('input.navbar__search-input');
    await input.click();
    // The first query loads the index; that one-off cost is reported separately.
    const loadStart = Date.now();
    await input.pressSequentially('warm');
    await page.locator('.navbar__search [role="option"]').first().waitFor({timeout: 15_000}).catch(() => {});
    const indexLoadMs = Date.now() - loadStart;
    const latencies = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const query of queries) latencies.push(await measureQuery(page, query));
    }
    return {
      ...sizes,
      indexLoadMs,
      count: latencies.length,
      p50: median(latencies),
      p95: percentile(latencies, 95),
      max: Math.max(...latencies),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchSearch();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Search index: ${result.files.join(', ')}: ${kb(result.raw)} raw, ${kb(result.gzip)} gzip`);
  console.log(`First query (loads the index): ${result.indexLoadMs} ms`);
  console.log(
    `Query latency over ${result.count} queries, last keystroke to rendered results: ` +
      `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms ` +
      `(budget p50 < ${budget.p50} ms, p95 < ${budget.p95} ms)`,
  );
  const ok = result.p50 < budget.p50 && result.p95 < budget.p95;
  console.log(ok ? 'Search budget met.' : 'Search budget MISSED.');
  process.exit(ok ? 0 : 1);
}
