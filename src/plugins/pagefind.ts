/**
 * Offline full-text search: after the build, Pagefind indexes the pages readers search for (docs,
 * blog posts, standalone pages) into build/pagefind/, with the settings in pagefind.yml. The index
 * is split into chunks, so a query downloads a small runtime and the one or two chunks its words
 * fall in, whatever the size of the site. Nothing is hosted and nothing is fetched.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

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
        shell: process.platform === 'win32',
      });
      if (run.status !== 0)
        throw new Error(`Pagefind could not index ${outDir}:\n${run.stdout}${run.stderr}`);
    },
  };
}
