#!/usr/bin/env node
/**
 * Precompress the production build: writes foo.js.gz beside foo.js (gzip
 * level 9) for every compressible file, so nginx's `gzip_static on` sends the
 * smallest file without compressing on each request.
 *
 * Skipped: files under 1 KB (not worth a round of decompression) and files
 * whose .gz would not be smaller. Idempotent: a .gz that already holds the
 * right bytes is left alone; a stale one is rewritten; one whose source is
 * gone, or no longer worth compressing, is removed. Each .gz gets its
 * source's modification time, so Last-Modified is the same either way.
 *
 *   node scripts/compress.mjs [build-dir]    (default $BUILD_DIR, then build)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);

/** Extensions of text-like files worth compressing (images other than SVG already are compressed). */
export const COMPRESSIBLE_EXTENSIONS = [
  '.html', '.htm', '.css', '.js', '.mjs', '.json', '.map', '.xml', '.xsl',
  '.svg', '.txt', '.md', '.webmanifest', '.ico', '.wasm', '.ttf', '.otf',
];

export const MIN_SIZE = 1024;

function isCompressible(file) {
  return COMPRESSIBLE_EXTENSIONS.includes(path.extname(file).toLowerCase());
}

async function allFiles(dir) {
  const out = [];
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await allFiles(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

async function readIfExists(file) {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/** Run `task` over `items`, at most `limit` at a time. */
async function eachLimited(items, limit, task) {
  let next = 0;
  const workers = Array.from({length: Math.min(limit, items.length)}, async () => {
    while (next < items.length) await task(items[next++]);
  });
  await Promise.all(workers);
}

/**
 * Compress a build folder in place.
 * @returns {Promise<{written: number, unchanged: number, skipped: number, removed: number, bytesIn: number, bytesOut: number}>}
 */
export async function compressBuild(buildDir = 'build', {level = 9, minSize = MIN_SIZE} = {}) {
  const root = path.resolve(buildDir);
  const files = await allFiles(root);
  const present = new Set(files);
  const stats = {written: 0, unchanged: 0, skipped: 0, removed: 0, bytesIn: 0, bytesOut: 0};

  // A .gz we would have written whose source has disappeared. Only for
  // compressible extensions: a download such as archive.tar.gz is content.
  for (const file of files) {
    // Leftover of an interrupted run (see the rename below).
    if (/^\..+\.gz\.\d+\.[a-z0-9]+\.tmp$/.test(path.basename(file))) {
      await fs.rm(file, {force: true});
      continue;
    }
    if (!file.endsWith('.gz')) continue;
    const source = file.slice(0, -3);
    if (isCompressible(source) && !present.has(source)) {
      await fs.rm(file, {force: true});
      stats.removed++;
    }
  }

  const sources = files.filter((f) => isCompressible(f));
  await eachLimited(sources, Math.max(2, os.availableParallelism?.() ?? 2), async (source) => {
    const target = `${source}.gz`;
    const info = await fs.stat(source);
    const existing = await readIfExists(target);
    if (info.size < minSize) {
      if (existing) {
        await fs.rm(target, {force: true});
        stats.removed++;
      }
      stats.skipped++;
      return;
    }
    const data = await fs.readFile(source);
    const compressed = await gzip(data, {level});
    if (compressed.length >= data.length) {
      if (existing) {
        await fs.rm(target, {force: true});
        stats.removed++;
      }
      stats.skipped++;
      return;
    }
    stats.bytesIn += data.length;
    stats.bytesOut += compressed.length;
    if (existing && existing.equals(compressed)) {
      stats.unchanged++;
    } else {
      // Write beside, then rename: nginx (or a concurrent run) never sees half a file.
      const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
      await fs.writeFile(temp, compressed);
      await fs.utimes(temp, info.atimeMs / 1000, info.mtimeMs / 1000);
      await fs.rename(temp, target);
      stats.written++;
    }
    const gzInfo = await fs.stat(target);
    if (Math.abs(gzInfo.mtimeMs - info.mtimeMs) >= 1) await fs.utimes(target, info.atimeMs / 1000, info.mtimeMs / 1000);
  });
  return stats;
}

async function main(argv) {
  const buildDir = argv.find((a) => !a.startsWith('--')) ?? process.env.BUILD_DIR ?? 'build';
  const started = Date.now();
  const s = await compressBuild(buildDir);
  const ratio = s.bytesIn > 0 ? ((s.bytesOut / s.bytesIn) * 100).toFixed(1) : '0';
  console.log(
    `compress: ${s.written} written, ${s.unchanged} up to date, ${s.skipped} skipped (< 1 KB or incompressible), ` +
      `${s.removed} stale removed; ${(s.bytesIn / 1024).toFixed(0)} KB -> ${(s.bytesOut / 1024).toFixed(0)} KB ` +
      `(${ratio}%) in ${Date.now() - started} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
