#!/usr/bin/env node
/**
 * Build-time benchmark: cold production builds with Docusaurus Faster (Rspack,
 * SWC, Lightning CSS) against the stock webpack bundler, alternating, then a
 * warm Faster rebuild that reuses Rspack's persistent cache.
 *
 *   node scripts/bench/build-time.mjs            (BUILD_ROUNDS=3 by default)
 *
 * The builds run in a private copy of the site (a local git clone, for the
 * "last updated" dates, with the working tree's files copied over), so they
 * neither overwrite build/ and .docusaurus/ nor clear the caches of anyone
 * building the real checkout. The copy's node_modules/ is a folder of
 * symlinks to the real packages, with its own .cache/ folder: a cold build
 * deletes build/, .docusaurus/ and that node_modules/.cache/ first.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {median} from './browser.mjs';

export const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function git(args, cwd) {
  return execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
}

/** Files of the working tree that git does not ignore (tracked and new). */
function workingTreeFiles(rootDir) {
  return git(['ls-files', '--cached', '--others', '--exclude-standard', '-z'], rootDir)
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(rootDir, file)));
}

/**
 * A private copy of the site in a new temporary folder.
 * @returns {string} the copy's folder
 */
export function prepareSiteCopy(rootDir = projectDir, dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-bench-'))) {
  // mkdtemp makes the folder private; nginx's workers (scripts/serve-prod.mjs)
  // must be able to read the build inside it without running as root.
  fs.chmodSync(dir, 0o755);
  let files;
  try {
    git(['clone', '--quiet', '--local', '--no-checkout', rootDir, dir], rootDir);
    files = workingTreeFiles(rootDir);
  } catch {
    // Not a git checkout: copy what a build reads; no "last updated" dates then.
    files = null;
  }
  if (files) {
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.copyFileSync(path.join(rootDir, file), path.join(dir, file));
    }
  } else {
    const skip = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results']);
    for (const entry of fs.readdirSync(rootDir)) {
      if (!skip.has(entry)) fs.cpSync(path.join(rootDir, entry), path.join(dir, entry), {recursive: true});
    }
  }
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules, {recursive: true});
  for (const entry of fs.readdirSync(path.join(rootDir, 'node_modules'))) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(rootDir, 'node_modules', entry), path.join(modules, entry));
  }
  return dir;
}

export function clearBuildCaches(siteDir) {
  for (const sub of ['build', '.docusaurus', path.join('node_modules', '.cache')]) {
    fs.rmSync(path.join(siteDir, sub), {recursive: true, force: true});
  }
}

/**
 * One production build in `siteDir`.
 * @param {{bundler: 'faster'|'webpack', cold: boolean}} options
 * @returns {Promise<number>} wall-clock milliseconds
 */
export function timeBuild(siteDir, {bundler, cold}) {
  if (cold) clearBuildCaches(siteDir);
  const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};
  // The persistent cache is what a warm rebuild measures; the build gate's
  // switch that turns it off must not leak in from the caller's environment.
  delete env.DOCUSAURUS_PERSISTENT_CACHE;
  delete env.ANALYZE_BUNDLE;
  if (bundler === 'webpack') env.DOCUSAURUS_BUNDLER = 'webpack';
  else delete env.DOCUSAURUS_BUNDLER;
  const cli = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const log = path.join(siteDir, `build-${bundler}.log`);
  const out = fs.openSync(log, 'w');
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build'], {cwd: siteDir, env, stdio: ['ignore', out, out]});
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - start;
      fs.closeSync(out);
      if (code === 0) resolve(ms);
      else {
        const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
        reject(new Error(`The ${bundler} build failed (exit code ${code}); end of ${log}:\n${tail}`));
      }
    });
  });
}

/**
 * Alternating cold builds (webpack, Faster, webpack, Faster, ...), so a busy
 * moment on the machine hits both bundlers, then a warm Faster rebuild right
 * after the last cold Faster build.
 */
export async function benchBuilds({siteDir, rounds = 3, log = console.log}) {
  const times = {faster: [], webpack: []};
  for (let round = 1; round <= rounds; round += 1) {
    for (const bundler of ['webpack', 'faster']) {
      const ms = await timeBuild(siteDir, {bundler, cold: true});
      times[bundler].push(ms);
      log(`  round ${round}/${rounds}: cold ${bundler === 'faster' ? 'Faster ' : 'webpack'} build ${(ms / 1000).toFixed(1)} s`);
    }
  }
  const warm = await timeBuild(siteDir, {bundler: 'faster', cold: false});
  log(`  warm Faster rebuild (persistent cache kept) ${(warm / 1000).toFixed(1)} s`);
  const faster = median(times.faster);
  const webpack = median(times.webpack);
  return {times, faster, webpack, ratio: faster / webpack, warm, buildDir: path.join(siteDir, 'build')};
}

/** The build-time budget of issue 8: Faster ≤ 0.45 × webpack, and a warm rebuild faster than a cold one. */
export const buildBudget = {maxRatio: 0.45};

export function buildMisses(result) {
  const misses = [];
  if (result.ratio > buildBudget.maxRatio) {
    misses.push(`cold Faster build is ${result.ratio.toFixed(2)}× the webpack build (budget ≤ ${buildBudget.maxRatio}×)`);
  }
  if (result.warm >= result.faster) {
    misses.push(`warm rebuild ${(result.warm / 1000).toFixed(1)} s is not faster than a cold one (${(result.faster / 1000).toFixed(1)} s)`);
  }
  return misses;
}

export function formatBuilds(result) {
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  return [
    `Cold build, webpack: ${result.times.webpack.map(s).join(', ')} (median ${s(result.webpack)})`,
    `Cold build, Faster:  ${result.times.faster.map(s).join(', ')} (median ${s(result.faster)})`,
    `Faster / webpack:    ${result.ratio.toFixed(2)}× (${(1 / result.ratio).toFixed(1)} times as fast; budget ≤ ${buildBudget.maxRatio}×)`,
    `Warm Faster rebuild: ${s(result.warm)} (${((1 - result.warm / result.faster) * 100).toFixed(0)}% less than a cold one)`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const siteDir = prepareSiteCopy();
  console.log(`Building in ${siteDir}`);
  try {
    const result = await benchBuilds({siteDir, rounds: Number(process.env.BUILD_ROUNDS ?? 3)});
    console.log(formatBuilds(result));
    const misses = buildMisses(result);
    for (const miss of misses) console.log(`MISSED ${miss}`);
    process.exitCode = misses.length > 0 ? 1 : 0;
  } finally {
    if (!process.env.BENCH_KEEP) fs.rmSync(siteDir, {recursive: true, force: true});
  }
}
