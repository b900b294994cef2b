#!/usr/bin/env node
/**
 * `npm run load-test`: autocannon sends 5,000 requests over 10 connections to the sitemap's pages
 * on `npm run serve:prod` (loopback, BUILD_DIR or build/); no tool feeds it a sitemap and a
 * server. Exits 1 on any error, timeout or answer other than 2xx/3xx.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {XMLParser} from 'fast-xml-parser';
import {serveProd} from '../tests/support/servers.mjs';

const buildDir = process.env.BUILD_DIR ?? 'build';
const sitemap = new XMLParser().parse(fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8'));
const paths = [sitemap.urlset.url].flat().map(({loc}) => new URL(loc).pathname);

const server = await serveProd(buildDir);
try {
  const result = await autocannon({
    url: server.url,
    amount: 5000,
    connections: 10,
    headers: {'accept-encoding': 'gzip'},
    requests: paths.map((pathname) => ({method: 'GET', path: pathname})),
  });
  console.log(autocannon.printResult(result));
  const badStatus = result['1xx'] + result['4xx'] + result['5xx'];
  console.log(`errors ${result.errors}, timeouts ${result.timeouts}, non-2xx/3xx ${badStatus}`);
  process.exitCode = result.errors + result.timeouts + badStatus > 0 ? 1 : 0;
} finally {
  await server.stop();
}
