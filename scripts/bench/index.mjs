#!/usr/bin/env node
/**
 * `npm run bench`: the speed of the site and of its build, against the
 * budgets of issue 8. Not part of `npm test`: it takes minutes and its
 * figures depend on the machine.
 *
 *   1. builds: cold production builds, Docusaurus Faster against webpack,
 *      alternating, medians and ratio, then a warm Faster rebuild
 *      (scripts/bench/build-time.mjs; in a private copy of the site);
 *   2. first load: the JavaScript and CSS each page downloads before it is
 *      interactive, gzipped, read from the build (scripts/bench/first-load.mjs);
 *   3. Lighthouse 12, mobile and desktop presets, median of BENCH_RUNS runs,
 *      on the build served compressed by nginx on 127.0.0.1
 *      (scripts/bench/lighthouse.mjs, scripts/serve-prod.mjs);
 *   4. search: index size and keystroke-to-results latency
 *      (scripts/bench/search.mjs).
 *
 * Exits non-zero when a budget is missed.
 *
 *   npm run bench
 *   npm run bench -- --skip-build-compare        use build/ as it is (build it first)
 *   npm run bench -- --skip-lighthouse --skip-search --skip-first-load
 *
 * Environment: BUILD_ROUNDS (3) cold builds per bundler; BENCH_RUNS (3)
 * Lighthouse runs per page and preset; BENCH_PAGES, BENCH_PRESETS (comma-
 * separated); LIGHTHOUSE_JSON_DIR keeps every Lighthouse report; BENCH_KEEP=1
 * keeps the site copy of step 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {benchBuilds, buildMisses, formatBuilds, prepareSiteCopy, projectDir} from './build-time.mjs';
import {firstLoadAssets} from './first-load.mjs';
import {benchLighthouse, defaultPages, formatTable} from './lighthouse.mjs';
import {benchSearch, printSearch, searchMisses} from './search.mjs';
import {startNginx} from '../serve-prod.mjs';

const args = new Set(process.argv.slice(2));
const known = ['--skip-build-compare', '--skip-first-load', '--skip-lighthouse', '--skip-search'];
for (const arg of args) {
  if (!known.includes(arg)) {
    console.error(`Unknown option ${arg}. Options: ${known.join(' ')}`);
    process.exit(2);
  }
}

/**
 * First-load JavaScript of a doc page: no more than the stock 3.8.1 classic
 * template's doc page (177 KB compressed, issue 8).
 */
const firstLoadBudget = {docPageJs: 177 * 1024};

const misses = [];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const heading = (text) => console.log(`\n== ${text}`);

let siteDir = projectDir;
let buildDir = path.join(projectDir, 'build');
let copyDir;

try {
  if (!args.has('--skip-build-compare')) {
    heading('Build time (cold builds alternate webpack and Faster; a warm rebuild follows)');
    copyDir = prepareSiteCopy();
    console.log(`  site copy: ${copyDir}`);
    const result = await benchBuilds({siteDir: copyDir, rounds: Number(process.env.BUILD_ROUNDS ?? 3)});
    console.log(formatBuilds(result));
    misses.push(...buildMisses(result).map((miss) => `build: ${miss}`));
    siteDir = copyDir;
    buildDir = result.buildDir;
  } else if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No build in build/: run `npm run build` first, or drop --skip-build-compare.');
  }

  if (!args.has('--skip-first-load')) {
    heading('First-load JavaScript and CSS (gzip), read from the build');
    const generatedDir = path.join(siteDir, '.docusaurus');
    const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(buildDir, file)), {level: 9}).length;
    const pages = ['/', '/docs/intro', '/docs/references/python', '/docs/devops/git/intro', '/blog', '/blog/npm-policy-error-in-powershell'];
    for (const page of pages) {
      const {scripts, stylesheets} = firstLoadAssets(buildDir, page, generatedDir);
      const js = scripts.reduce((sum, file) => sum + gzip(file), 0);
      const css = stylesheets.reduce((sum, file) => sum + gzip(file), 0);
      console.log(`  ${page.padEnd(40)} JS ${kb(js).padStart(9)} (${scripts.length} files)   CSS ${kb(css).padStart(8)}`);
      if (page.startsWith('/docs/') && js > firstLoadBudget.docPageJs) {
        misses.push(`first load: ${page} loads ${kb(js)} of JS, more than the stock template's ${kb(firstLoadBudget.docPageJs)}`);
      }
    }
  }

  if (!args.has('--skip-lighthouse')) {
    const runs = Number(process.env.BENCH_RUNS ?? 3);
    heading(`Lighthouse (median of ${runs}; served compressed by nginx on 127.0.0.1)`);
    const server = await startNginx({buildDir, port: 0});
    try {
      const results = await benchLighthouse({
        baseUrl: server.url,
        runs,
        pages: process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : defaultPages,
        presets: process.env.BENCH_PRESETS ? process.env.BENCH_PRESETS.split(',') : ['mobile', 'desktop'],
        jsonDir: process.env.LIGHTHOUSE_JSON_DIR,
      });
      console.log(formatTable(results));
      misses.push(...results.flatMap((r) => r.misses.map((miss) => `lighthouse ${r.page} (${r.preset}): ${miss}`)));
    } finally {
      await server.stop();
    }
  }

  if (!args.has('--skip-search')) {
    heading('Search');
    const result = await benchSearch(path.join(siteDir, 'build'));
    printSearch(result);
    misses.push(...searchMisses(result));
  }
} finally {
  if (copyDir && !process.env.BENCH_KEEP) fs.rmSync(copyDir, {recursive: true, force: true});
}

heading(misses.length === 0 ? 'All budgets met.' : `${misses.length} budget(s) missed:`);
for (const miss of misses) console.log(`  MISSED ${miss}`);
process.exitCode = misses.length === 0 ? 0 : 1;
