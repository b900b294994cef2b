/**
 * The search index the build writes (build/pagefind/): a first query downloads Pagefind's runtime
 * and the index chunk of each of its words, so the chunks stay small (indexChunkSize in
 * src/data/search.json, passed to Pagefind through a variable it calls unstable).
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, expect, it} from 'vitest';
import {assertBuilt, buildDir} from './support/build';

beforeAll(assertBuilt);

it('each index chunk is at most 10 KB, so each word of a query downloads little index', () => {
  const indexDir = path.join(buildDir, 'pagefind/index');
  const chunks = fs
    .readdirSync(indexDir)
    .map((file) => ({
      file,
      kilobytes: Math.ceil(fs.statSync(path.join(indexDir, file)).size / 1024),
    }));
  expect(chunks.length).toBeGreaterThan(10);
  expect(chunks.filter(({kilobytes}) => kilobytes > 10)).toEqual([]);
});
