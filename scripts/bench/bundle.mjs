#!/usr/bin/env node
/**
 * What is in the JavaScript a page loads first: attributes the bytes of each
 * first-load script to the npm package (or site file) it came from, using
 * source maps.
 *
 *   ANALYZE_BUNDLE=1 npm run build         (a build with source maps: do not deploy it)
 *   node scripts/bench/bundle.mjs [build-dir] [route ...]
 *   npm run build                          (the normal build again)
 *
 * ANALYZE_BUNDLE=1 adds source maps (src/plugins/performance.ts) and turns
 * the persistent cache off, whose modules would come without maps. Routes
 * default to a doc page without a diagram and one with. For each route it
 * lists the first-load scripts (scripts/bench/first-load.mjs) and the top
 * packages by bytes; gzip bytes per package are the file's gzip size shared
 * out in proportion to raw bytes, so they are estimates.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {decode} from '@jridgewell/sourcemap-codec';
import {firstLoadAssets} from './first-load.mjs';

/** "react-dom", "@docusaurus/theme-classic", "site: src/theme/…" or "generated: .docusaurus/…". */
export function ownerOf(source) {
  const clean = source.replace(/^webpack:\/\/\/?/, '').replace(/^\.\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm !== -1) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (clean.includes('.docusaurus/')) return `generated: ${clean.slice(clean.indexOf('.docusaurus/'))}`;
  const src = clean.search(/(^|\/)(src|docs|blog)\//);
  if (src !== -1) return `site: ${clean.slice(src).replace(/^\//, '')}`;
  return `other: ${clean}`;
}

/** Raw bytes of `file` per owner, from its .map. */
export function attribute(file) {
  const code = fs.readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  const byOwner = new Map();
  const add = (owner, n) => byOwner.set(owner, (byOwner.get(owner) ?? 0) + n);
  if (!fs.existsSync(mapFile)) {
    add('(no source map)', Buffer.byteLength(code));
    return byOwner;
  }
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const owners = map.sources.map(ownerOf);
  const lines = code.split('\n');
  const mappings = decode(map.mappings);
  lines.forEach((line, index) => {
    const segments = mappings[index] ?? [];
    let cursor = 0;
    let current = '(unmapped)';
    for (const segment of segments) {
      const column = segment[0];
      if (column > cursor) add(current, Buffer.byteLength(line.slice(cursor, column)));
      cursor = Math.max(cursor, column);
      current = segment.length >= 4 ? owners[segment[1]] : '(unmapped)';
    }
    add(current, Buffer.byteLength(line.slice(cursor)) + 1);
  });
  return byOwner;
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;

export function analyzeRoute(buildDir, route, top = 25) {
  const {scripts, describe} = firstLoadAssets(buildDir, route);
  const totals = new Map();
  let raw = 0;
  let gzip = 0;
  console.log(`\n${route}: ${scripts.length} first-load scripts`);
  for (const script of scripts) {
    const file = path.join(buildDir, script);
    const size = fs.statSync(file).size;
    const gz = gzipSize(file);
    raw += size;
    gzip += gz;
    console.log(`  ${script.padEnd(44)} ${kb(size)} raw ${kb(gz)} gzip  ${describe[script] ?? ''}`);
    for (const [owner, bytes] of attribute(file)) {
      const entry = totals.get(owner) ?? {raw: 0, gzip: 0};
      entry.raw += bytes;
      entry.gzip += (gz * bytes) / size;
      totals.set(owner, entry);
    }
  }
  console.log(`  total${' '.repeat(41)}${kb(raw)} raw ${kb(gzip)} gzip`);
  console.log(`  top packages:`);
  const sorted = [...totals].sort((a, b) => b[1].raw - a[1].raw);
  for (const [owner, {raw: r, gzip: g}] of sorted.slice(0, top)) {
    console.log(`    ${owner.padEnd(70)} ${kb(r)} raw ~${kb(g)} gzip`);
  }
  return {raw, gzip, totals};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [buildDir = 'build', ...routes] = process.argv.slice(2);
  for (const route of routes.length ? routes : ['/docs/references/python', '/docs/devops/git/intro']) {
    analyzeRoute(buildDir, route);
  }
}
