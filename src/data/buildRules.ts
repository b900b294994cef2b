import {DOCUSAURUS_VERSION} from '@docusaurus/utils';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

/**
 * The build rules of spec section 5, in one place: the site's config uses
 * them, and so does the fixture site of the bad-input tests.
 */
export const buildRules = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
} satisfies Partial<Config>;

export const blogBuildRules = {
  onInlineTags: 'warn',
  onInlineAuthors: 'warn',
  onUntruncatedBlogPosts: 'warn',
} satisfies Preset.Options['blog'];

/**
 * Docusaurus Faster with every feature on, under the key the installed Docusaurus reads: 3.10
 * renamed `future.experimental_faster` to `future.faster` and rejects the old name, so an upgrade
 * needs no edit here. Rspack's persistent cache is a switch because a module served from it does
 * not repeat the warnings it raised when first compiled, so warning gates build without it.
 */
export function fasterFuture({persistentCache}: {persistentCache: boolean}) {
  const features = {
    swcJsLoader: true,
    swcJsMinimizer: true,
    swcHtmlMinimizer: true,
    lightningCssMinimizer: true,
    rspackBundler: true,
    mdxCrossCompilerCache: true,
    ssgWorkerThreads: true,
    rspackPersistentCache: persistentCache,
  };
  const [, minor] = DOCUSAURUS_VERSION.split('.').map(Number);
  const key = minor >= 10 ? 'faster' : 'experimental_faster';
  return {[key]: features} as {experimental_faster: typeof features};
}
