import {DOCUSAURUS_VERSION} from '@docusaurus/utils';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

/** Docusaurus 3.10 moved two settings; these follow the installed version, so upgrades need no edit. */
const movedIn310 = Number(DOCUSAURUS_VERSION.split('.')[1]) >= 10;

/**
 * The author check (`npm run check`) fails on every warning, and builds with broken links and
 * anchors reported as warnings so that one run lists both: Docusaurus throws on broken links before
 * it looks at anchors.
 */
const isAuthorCheck = process.env.AUTHOR_CHECK === 'true';

/**
 * The build rules of spec section 5, in one place: the site's config uses them, and so does the
 * fixture site of the bad-input tests. 3.10 reads onBrokenMarkdownLinks under markdown.hooks.
 */
export const buildRules = {
  onBrokenLinks: isAuthorCheck ? 'warn' : 'throw',
  onBrokenAnchors: isAuthorCheck ? 'warn' : 'throw',
  onDuplicateRoutes: 'warn',
  ...(movedIn310
    ? {markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}}}
    : {onBrokenMarkdownLinks: 'warn'}),
} as Partial<Config>;

export const blogBuildRules = {
  onInlineTags: 'warn',
  onInlineAuthors: 'warn',
  onUntruncatedBlogPosts: 'warn',
} satisfies Preset.Options['blog'];

/**
 * Docusaurus Faster with every feature on but the SWC HTML minifier, under the key the installed
 * Docusaurus reads: 3.10 renamed `future.experimental_faster` to `future.faster` and rejects the
 * old name. Rspack's persistent cache is a switch because a module served from it does not repeat
 * the warnings it raised when first compiled, so warning gates build without it.
 *
 * The SWC HTML minifier leaves out every end tag HTML lets it (`<td>a<td>b`, `<li>`, `<p>`), and
 * Pagefind's indexer, a streaming parser, separates the text of block elements only where their
 * end tag stands: table cells, list items and paragraphs ran together in the index and in search
 * excerpts ("SRESREService"). Docusaurus' other minifier, html-minifier-terser (stock webpack
 * builds use it), keeps end tags; pages are 1.5% larger gzipped.
 */
export function fasterFuture({persistentCache}: {persistentCache: boolean}) {
  const features = {
    swcJsLoader: true,
    swcJsMinimizer: true,
    swcHtmlMinimizer: false,
    lightningCssMinimizer: true,
    rspackBundler: true,
    mdxCrossCompilerCache: true,
    ssgWorkerThreads: true,
    rspackPersistentCache: persistentCache,
  };
  const key = movedIn310 ? 'faster' : 'experimental_faster';
  return {[key]: features} as {experimental_faster: typeof features};
}
