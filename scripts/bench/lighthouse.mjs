#!/usr/bin/env node
/**
 * Lighthouse 12 on the pages that matter, mobile (the default preset: a
 * slow 4G and a 4× slower CPU, simulated) and desktop, median of N runs.
 *
 *   node scripts/bench/lighthouse.mjs [base-url]      (default: serves build/ with nginx)
 *
 * Environment: BENCH_RUNS (3), BENCH_PAGES (comma-separated routes),
 * BENCH_PRESETS (mobile,desktop), LIGHTHOUSE_JSON_DIR (keep each report),
 * BUILD_DIR (build), BENCH_PORT (a free port).
 *
 * Lighthouse's mobile preset simulates a 4× slower CPU from the CPU time it
 * observes, so a busy machine inflates TBT: the table's "CPU index" column
 * is Lighthouse's own benchmark of the machine during the runs (a quiet
 * desktop scores 1500 to 2500; under 1000 the figures are not comparable).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {chromiumFlags, chromiumPath, median} from './browser.mjs';

export const defaultPages = [
  '/',
  '/docs/intro',
  '/docs/references/python',
  '/docs/devops/git/intro',
  '/blog',
  '/blog/npm-policy-error-in-powershell',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Budgets per preset: minimum scores (0-100) and the largest CLS. */
export const budgets = {
  mobile: {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.01},
  desktop: {performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.01},
};

const presetConfigs = {mobile: undefined, desktop: desktopConfig};

function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  const items = audit('network-requests')?.details?.items ?? [];
  const jsBytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const failing = Object.fromEntries(
    categories.map((id) => [
      id,
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && (audit(ref.id).score ?? 1) < 1)
        .map((ref) => [ref.id, String(audit(ref.id).displayValue ?? audit(ref.id).score)]),
    ]),
  );
  return {
    scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    totalBytes: audit('total-byte-weight').numericValue,
    jsBytes,
    failing,
    // Lighthouse's CPU benchmark of this machine at run time; under about
    // 1000 (a busy or slow machine) the simulated TBT and LCP run high.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings,
  };
}

/** One Lighthouse run in a fresh Chromium. */
export async function lighthouseOnce(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumFlags, '--headless=new'],
  });
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories},
      presetConfigs[preset],
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The median of each figure over runs (scores and metrics each on their own). */
function medianOf(runs) {
  const pick = (get) => median(runs.map(get));
  return {
    scores: Object.fromEntries(categories.map((id) => [id, pick((r) => r.scores[id])])),
    fcp: pick((r) => r.fcp),
    lcp: pick((r) => r.lcp),
    tbt: pick((r) => r.tbt),
    cls: pick((r) => r.cls),
    totalBytes: pick((r) => r.totalBytes),
    jsBytes: pick((r) => r.jsBytes),
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    // Audits that failed in at least one run, with each run's value, so a
    // flaky loss is visible: "total-blocking-time (1,020 ms / 770 ms)".
    failing: Object.fromEntries(
      categories.map((category) => {
        const values = new Map();
        for (const run of runs) {
          for (const [id, value] of run.failing[category]) values.set(id, [...(values.get(id) ?? []), value]);
        }
        return [category, [...values].map(([id, list]) => `${id} (${list.join(' / ')})`)];
      }),
    ),
  };
}

/**
 * @returns {Promise<Array<{page: string, preset: string, runs: object[], median: object, misses: string[]}>>}
 */
export async function benchLighthouse({
  baseUrl,
  pages = defaultPages,
  presets = ['mobile', 'desktop'],
  runs = 3,
  jsonDir,
  log = console.log,
}) {
  const results = [];
  for (const preset of presets) {
    for (const page of pages) {
      const perRun = [];
      for (let run = 0; run < runs; run += 1) {
        // Chromium now and then fails to record the trace (NO_NAVSTART and
        // the like): such a run is repeated, up to twice.
        let lhr = await lighthouseOnce(`${baseUrl}${page}`, preset);
        for (let retry = 0; retry < 2 && lhr.runtimeError; retry += 1) {
          log(`  ${preset} ${page} run ${run + 1}: ${lhr.runtimeError.code}, repeating`);
          lhr = await lighthouseOnce(`${baseUrl}${page}`, preset);
        }
        if (jsonDir) {
          fs.mkdirSync(jsonDir, {recursive: true});
          const name = `${preset}${page.replace(/\W+/g, '_')}-${run + 1}.json`;
          fs.writeFileSync(path.join(jsonDir, name), JSON.stringify(lhr));
        }
        const summary = summarize(lhr);
        if (summary.runtimeError) throw new Error(`Lighthouse failed on ${page} (${preset}): ${summary.runtimeError}`);
        perRun.push(summary);
        log(
          `  ${preset} ${page} run ${run + 1}: ` +
            categories.map((id) => summary.scores[id]).join('/') +
            ` LCP ${Math.round(summary.lcp)} ms TBT ${Math.round(summary.tbt)} ms CLS ${summary.cls.toFixed(3)}` +
            ` (CPU index ${Math.round(summary.benchmarkIndex)})`,
        );
      }
      const med = medianOf(perRun);
      const budget = budgets[preset];
      const misses = [
        ...categories
          .filter((id) => med.scores[id] < budget[id])
          .map((id) => `${id} ${med.scores[id]} < ${budget[id]}: ${med.failing[id].join(', ') || '(no single audit)'}`),
        ...(med.cls > budget.cls ? [`CLS ${med.cls.toFixed(3)} > ${budget.cls}`] : []),
      ];
      results.push({page, preset, runs: perRun, median: med, misses});
    }
  }
  return results;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

export function formatTable(results) {
  const header = ['Page', 'Preset', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Total', 'JS', 'CPU index'];
  const rows = results.map(({page, preset, median: m}) => [
    page,
    preset,
    ...categories.map((id) => String(m.scores[id])),
    `${Math.round(m.fcp)} ms`,
    `${Math.round(m.lcp)} ms`,
    `${Math.round(m.tbt)} ms`,
    m.cls.toFixed(3),
    kb(m.totalBytes),
    kb(m.jsBytes),
    String(Math.round(m.benchmarkIndex)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {startNginx} = await import('../serve-prod.mjs');
  let baseUrl = process.argv[2];
  let server;
  if (!baseUrl) {
    server = await startNginx({buildDir: process.env.BUILD_DIR ?? 'build', port: Number(process.env.BENCH_PORT ?? 0)});
    baseUrl = server.url;
  }
  try {
    const results = await benchLighthouse({
      baseUrl,
      runs: Number(process.env.BENCH_RUNS ?? 3),
      pages: process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : defaultPages,
      presets: process.env.BENCH_PRESETS ? process.env.BENCH_PRESETS.split(',') : ['mobile', 'desktop'],
      jsonDir: process.env.LIGHTHOUSE_JSON_DIR,
    });
    console.log(formatTable(results));
    const misses = results.flatMap((r) => r.misses.map((m) => `${r.page} (${r.preset}): ${m}`));
    for (const miss of misses) console.log(`MISSED ${miss}`);
    process.exitCode = misses.length > 0 ? 1 : 0;
  } finally {
    await server?.stop();
  }
}
