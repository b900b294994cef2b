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
 * Docusaurus Faster with every feature on. Rspack's persistent cache is a
 * switch because a module served from it does not repeat the warnings it
 * raised when first compiled, so warning gates build without it.
 */
export function fasterFeatures({persistentCache}: {persistentCache: boolean}) {
  return {
    swcJsLoader: true,
    swcJsMinimizer: true,
    swcHtmlMinimizer: true,
    lightningCssMinimizer: true,
    rspackBundler: true,
    mdxCrossCompilerCache: true,
    ssgWorkerThreads: true,
    rspackPersistentCache: persistentCache,
  } satisfies Exclude<NonNullable<Config['future']>['experimental_faster'], boolean | undefined>;
}
