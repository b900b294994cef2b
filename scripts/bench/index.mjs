#!/usr/bin/env node
/**
 * `npm run bench [-- --skip-build-compare --skip-lighthouse --skip-search]`: what `npm test` does
 * not time, against its budgets (exit 1 if one is missed). It runs docusaurus build, lhci and
 * Pagefind, adding what none of them does: two bundlers' cold builds side by side (BUILD_ROUNDS,
 * 3, each, in a `git clone` of the last commit, with DOCUSAURUS_NO_PERSISTENT_CACHE), lhci's
 * median run per page and preset in one table, the search figures (search.mjs) of build/.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {freePort} from '../../tests/support/servers.mjs';
import {benchSearch, percentile} from './search.mjs';

function benchBuilds() {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-build-time-'));
  const seconds = {webpack: [], faster: []};
  const cold = {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
  const options = {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']}; // errors and warnings
  try {
    execFileSync('git', ['clone', '--quiet', '--shared', '.', siteDir]);
    fs.symlinkSync(path.resolve('node_modules'), `${siteDir}/node_modules`);
    for (let round = 0; round < Number(process.env.BUILD_ROUNDS ?? 3); round += 1) {
      for (const bundler of ['webpack', 'faster']) {
        execFileSync('git', ['clean', '-dfxq', '-e', 'node_modules'], {cwd: siteDir});
        const env = {...cold, DOCUSAURUS_BUNDLER: bundler};
        const start = performance.now();
        execFileSync('npx', ['docusaurus', 'build'], {...options, env});
        seconds[bundler].push((performance.now() - start) / 1000);
        console.log(`cold ${bundler} build: ${seconds[bundler].at(-1).toFixed(1)} s`);
      }
    }
  } finally {
    fs.rmSync(siteDir, {recursive: true, force: true});
  }
  const [webpack, faster] = [seconds.webpack, seconds.faster].map((s) => percentile(s, 50));
  console.log(`medians: webpack ${webpack.toFixed(1)} s, Faster ${faster.toFixed(1)} s`);
  return [['build: median Faster / median webpack', Number((faster / webpack).toFixed(2)), 0.45]];
}

async function benchLighthouse() {
  const checks = [];
  const rows = [];
  for (const preset of ['mobile', 'desktop']) {
    const reports = path.resolve('.bench', 'lighthouse', preset); // upload.outputDir
    fs.rmSync(reports, {recursive: true, force: true});
    const env = {...process.env, BENCH_PRESET: preset, BENCH_PORT: String(await freePort())};
    const {status} = spawnSync('npx', ['lhci', 'autorun'], {env, stdio: 'inherit'});
    checks.push([`Lighthouse ${preset}: lhci's exit status (see its assertions)`, status ?? 1, 0]);
    if (!fs.existsSync(`${reports}/manifest.json`)) continue; // lhci collected nothing
    const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
    const runs = read(`${reports}/manifest.json`).filter((run) => run.isRepresentativeRun);
    for (const lhr of runs.map(({jsonPath}) => read(jsonPath))) {
      const {items} = lhr.audits['resource-summary'].details;
      const script = items.find((item) => item.resourceType === 'script');
      rows.push({
        page: new URL(lhr.requestedUrl).pathname,
        preset,
        performance: lhr.categories.performance.score,
        'LCP (ms)': Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        'TBT (ms)': Math.round(lhr.audits['total-blocking-time'].numericValue),
        CLS: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        'script (KB)': Math.round(script.transferSize / 1024),
      });
    }
  }
  console.table(rows);
  return checks;
}

const parts = {'build-compare': benchBuilds, lighthouse: benchLighthouse, search: benchSearch};
const skipped = process.argv.slice(2).map((arg) => arg.replace(/^--skip-/, ''));
if (skipped.some((part) => !(part in parts))) throw new Error(`Unknown option in ${skipped}`);
const checks = []; // [figure, value, budget: the largest value allowed]
for (const [part, bench] of Object.entries(parts)) {
  if (skipped.includes(part)) continue;
  console.log(`\n== ${part}`);
  checks.push(...(await bench()));
}
const misses = checks.filter(([, value, budget]) => value > budget);
for (const [figure, value, budget] of misses) console.log(`MISSED ${figure}: ${value} > ${budget}`);
console.log(misses.length === 0 ? 'All budgets met.' : `${misses.length} budget(s) missed.`);
process.exitCode = misses.length === 0 ? 0 : 1;
