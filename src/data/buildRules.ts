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
