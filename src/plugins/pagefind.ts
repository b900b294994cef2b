/**
 * Offline full-text search: after the build, Pagefind indexes the pages readers search for (docs,
 * blog posts, standalone pages) into build/pagefind/, with the settings in pagefind.yml. The index
 * is split into chunks, so a query downloads a runtime and the chunk each of its words falls in,
 * whatever the size of the site. Nothing is hosted and nothing is fetched.
 *
 * The chunks are small: `indexChunkSize` in src/data/search.json, in Pagefind's unit (a word's
 * locations on its pages; Pagefind's default is 20,000). At the default a chunk was some 34 KB
 * compressed, so a three-word first query fetched about 100 KB of index; at 3,500 a chunk is about
 * 6 KB (4,000 kept them near 7 KB until the content grew one past 10 KB, November 2026). Pagefind
 * 1.5 takes it only from its PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE variable (no setting of
 * pagefind.yml does), which a release may rename: tests/search-index.test.ts fails if
 * the chunks grow back. The search bench indexes with the same value.
 *
 * Beside the index it writes the vocabulary that spelling correction (src/components/Search/
 * spelling.ts) picks from: every word of three or more letters that Pagefind indexed, most frequent
 * first, as a JSON array (pagefind/vocabulary.json). Only a query some of whose words no result
 * has downloads it.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Plugin} from '@docusaurus/types';
import search from '../data/search.json';

/**
 * Pagefind keeps the text it indexed for each page in a fragment file: gzip around its signature
 * and a JSON object whose `content` is the text (what `result.data()` returns in the browser).
 */
const fragmentSignature = 'pagefind_dcd';

export async function indexedTexts(bundleDir: string): Promise<string[]> {
  const fragmentDir = path.join(bundleDir, 'fragment');
  const files = await fs.readdir(fragmentDir);
  return Promise.all(
    files.map(async (file) => {
      const data = zlib.gunzipSync(await fs.readFile(path.join(fragmentDir, file))).toString();
      if (!data.startsWith(fragmentSignature)) {
        throw new Error(
          `${file}: not a Pagefind fragment as Pagefind 1.5 writes it; re-check ${__filename}`,
        );
      }
      const {content, meta} = JSON.parse(data.slice(fragmentSignature.length));
      return `${meta?.title ?? ''} ${content}`;
    }),
  );
}

/** Words of three letters or more in `texts`, lower case, most frequent first (ties: a to z). */
export function vocabularyOf(texts: string[]): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/\p{L}{3,}/gu) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
    .map(([word]) => word);
}

export default function pagefindPlugin(): Plugin {
  return {
    name: 'pagefind-search-index',
    getClientModules: () => [path.resolve(__dirname, '../clientModules/searchHighlight.ts')],
    async postBuild({outDir, siteDir}) {
      // Pagefind's Node API is ESM-only, which Docusaurus' plugin loader
      // cannot import; its command line does the same work.
      const run = spawnSync('npx', ['pagefind', '--site', outDir], {
        cwd: siteDir,
        encoding: 'utf8',
        env: {...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: String(search.indexChunkSize)},
        shell: process.platform === 'win32',
      });
      if (run.status !== 0)
        throw new Error(`Pagefind could not index ${outDir}:\n${run.stdout}${run.stderr}`);
      const bundleDir = path.join(outDir, 'pagefind');
      const vocabulary = vocabularyOf(await indexedTexts(bundleDir));
      await fs.writeFile(path.join(bundleDir, search.vocabularyFile), JSON.stringify(vocabulary));
    },
  };
}
