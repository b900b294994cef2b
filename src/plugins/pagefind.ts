/**
 * Offline full-text search: after the build, Pagefind indexes the pages
 * readers search for (docs, blog posts, standalone pages) into
 * build/pagefind/. The index is split into chunks, so a query downloads a
 * small runtime and the one or two chunks its words fall in, whatever the
 * size of the site. Nothing is hosted and nothing is fetched.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Pagefind skips a page with no element matching its root selector: this one
 * leaves out the pages that only list other pages (blog lists, tags,
 * authors) and the not-found page, by the <html> class Docusaurus gives them.
 * The search page marks its own content data-pagefind-ignore.
 */
const listPageClasses = [
  'plugin-native',
  'blog-list-page',
  'blog-tags-list-page',
  'blog-tags-post-list-page',
  'blog-authors-list-page',
  'blog-authors-posts-page',
];
const rootSelector = `html${listPageClasses.map((name) => `:not(.${name})`).join('')} main`;

/** Page furniture, and code listings that would outrank the prose explaining them. */
const excludeSelectors = [
  'pre',
  '.theme-code-block',
  'nav',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
];

export default function pagefindPlugin(): Plugin {
  return {
    name: 'pagefind-search-index',
    getClientModules: () => [path.resolve(__dirname, '../clientModules/searchHighlight.ts')],
    async postBuild({outDir}) {
      // Pagefind's Node API is ESM-only, which Docusaurus' plugin loader
      // cannot import; its command line does the same work.
      const args = ['pagefind', '--site', outDir, '--root-selector', rootSelector, '--force-language', 'en'];
      for (const selector of excludeSelectors) args.push('--exclude-selectors', selector);
      const run = spawnSync('npx', args, {encoding: 'utf8', shell: process.platform === 'win32'});
      if (run.status !== 0) throw new Error(`Pagefind could not index ${outDir}:\n${run.stdout}${run.stderr}`);
    },
  };
}
