#!/usr/bin/env node
/**
 * A bounded load test of the production server: a fixed number of requests
 * (5,000 by default) over 10 connections, cycling through a mix of pages,
 * feeds, the search index and hashed assets, with Accept-Encoding: gzip.
 * Loopback only: it refuses any other host.
 *
 *   node scripts/load-test.mjs                     start nginx on a free port, test it, stop it
 *   node scripts/load-test.mjs --url http://127.0.0.1:8080   test a running server
 *   node scripts/load-test.mjs --amount 2000 --connections 5
 *
 * Prints requests/second and the error counts; exits 1 on any connection
 * error, timeout, or response other than 2xx/3xx. The build folder (for the
 * list of paths, and for the server it starts) is $BUILD_DIR, then build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import autocannon from 'autocannon';
import {startNginx} from './serve-prod.mjs';

export const DEFAULT_AMOUNT = 5000;
export const DEFAULT_CONNECTIONS = 10;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Throw unless `url` points at this machine. */
export function assertLoopback(url) {
  const {hostname, protocol} = new URL(url);
  if (protocol !== 'http:' || !LOOPBACK.has(hostname)) {
    throw new Error(`The load test only runs against http://127.0.0.1 (loopback), not ${url}`);
  }
}

/**
 * The request mix, from the build: every page of the sitemap, the feeds,
 * the sitemap, the search index, the home page's scripts and stylesheets,
 * and the static images.
 */
export function requestPaths(buildDir = process.env.BUILD_DIR ?? 'build') {
  const root = path.resolve(buildDir);
  // '/index.html' answers with a 301 to '/': redirects are part of the mix.
  const paths = new Set(['/', '/index.html']);
  const sitemap = path.join(root, 'sitemap.xml');
  if (fs.existsSync(sitemap)) {
    for (const [, loc] of fs.readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
      paths.add(new URL(loc).pathname);
    }
  }
  for (const file of ['blog/rss.xml', 'blog/atom.xml', 'sitemap.xml']) {
    if (fs.existsSync(path.join(root, file))) paths.add(`/${file}`);
  }
  if (fs.existsSync(path.join(root, 'pagefind'))) paths.add('/pagefind/pagefind.js');
  const home = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  for (const [, ref] of home.matchAll(/(?:src|href)="?(\/assets\/[^"\s>]+\.(?:js|css))/g)) paths.add(ref);
  const img = path.join(root, 'img');
  if (fs.existsSync(img)) {
    for (const file of fs.readdirSync(img, {recursive: true})) {
      if (/\.(svg|png|jpe?g|webp|ico)$/.test(String(file))) paths.add(`/img/${String(file).split(path.sep).join('/')}`);
    }
  }
  return [...paths];
}

/**
 * Run the load test against `url` (a running server), or against a server
 * this function starts on a free port and stops.
 */
export async function runLoadTest({
  url,
  buildDir = process.env.BUILD_DIR ?? 'build',
  amount = DEFAULT_AMOUNT,
  connections = DEFAULT_CONNECTIONS,
  paths = requestPaths(buildDir),
} = {}) {
  const server = url ? null : await startNginx({buildDir, port: 0, workerProcesses: 'auto'});
  const target = url ?? /** @type {NonNullable<typeof server>} */ (server).url;
  try {
    assertLoopback(target);
    const result = await autocannon({
      url: target,
      connections,
      amount,
      timeout: 10,
      headers: {'accept-encoding': 'gzip'},
      requests: paths.map((p) => ({method: 'GET', path: p})),
    });
    const bad = result['4xx'] + result['5xx'] + result['1xx'];
    const requests = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
    return {
      url: target,
      paths: paths.length,
      requests,
      // Over the whole run (autocannon's own average is of 1-second samples,
      // coarse for a run of a few seconds).
      requestsPerSecond: result.duration > 0 ? requests / result.duration : 0,
      durationSeconds: result.duration,
      bytes: result.throughput.total,
      errors: result.errors,
      timeouts: result.timeouts,
      badStatus: bad,
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
      ok: result.errors === 0 && result.timeouts === 0 && bad === 0,
    };
  } finally {
    await server?.stop();
  }
}

/** One line a human reads. */
export function formatSummary(s) {
  return (
    `load test: ${s.requests} requests over ${s.paths} paths in ${s.durationSeconds.toFixed(2)} s: ` +
    `${Math.round(s.requestsPerSecond)} requests/s, ${(s.bytes / 1024 / 1024).toFixed(1)} MB; ` +
    `errors ${s.errors}, timeouts ${s.timeouts}, non-2xx/3xx ${s.badStatus}; status ${JSON.stringify(s.statusCodes)}`
  );
}

function option(argv, name) {
  const at = argv.indexOf(name);
  return at === -1 ? undefined : argv[at + 1];
}

async function main(argv) {
  const url = option(argv, '--url');
  const amount = Number(option(argv, '--amount') ?? DEFAULT_AMOUNT);
  const connections = Number(option(argv, '--connections') ?? DEFAULT_CONNECTIONS);
  if (url) assertLoopback(url);
  const summary = await runLoadTest({url, amount, connections});
  console.log(formatSummary(summary));
  if (!summary.ok || summary.requests < amount) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
