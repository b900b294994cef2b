import type {Config} from '@docusaurus/types';
import {afterEach, expect, it, vi} from 'vitest';

async function loadConfig(env: Record<string, string> = {}): Promise<Config> {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('../docusaurus.config')).default;
}

afterEach(() => vi.unstubAllEnvs());

it('has the identity, locale, build rules (section 5) and layout settings of the spec', async () => {
  expect(await loadConfig()).toMatchObject({
    title: 'Never Stop Learning',
    tagline: '',
    url: 'https://never-stop-learning.github.io',
    baseUrl: '/',
    organizationName: 'never-stop-learning',
    projectName: 'never-stop-learning.github.io',
    deploymentBranch: 'gh-pages',
    i18n: {
      locales: ['en'],
      localeConfigs: {en: {label: 'English', direction: 'ltr', calendar: 'gregory'}},
    },
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'warn',
    presets: [
      [
        // The classic preset, less theme-classic's Prism client module (src/theme/README.md).
        './src/plugins/preset.ts',
        {blog: {onInlineTags: 'warn', onInlineAuthors: 'warn', onUntruncatedBlogPosts: 'warn'}},
      ],
    ],
    themeConfig: {
      colorMode: {defaultMode: 'light', disableSwitch: false},
      docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
      tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    },
  });
});

it('warns on broken markdown links (section 5), where the installed Docusaurus reads it', async () => {
  // Docusaurus 3.10 moved the setting under markdown.hooks; 3.8.1 has no type for that place.
  const {markdown, onBrokenMarkdownLinks} = (await loadConfig()) as {
    markdown?: {hooks?: {onBrokenMarkdownLinks?: string}};
    onBrokenMarkdownLinks?: string;
  };
  expect(markdown?.hooks?.onBrokenMarkdownLinks ?? onBrokenMarkdownLinks).toBe('warn');
});

it('lets a fork deploy elsewhere with SITE_URL and BASE_URL', async () => {
  expect(await loadConfig({SITE_URL: 'https://example.org', BASE_URL: 'learn'})).toMatchObject({
    url: 'https://example.org',
    baseUrl: '/learn/',
    themeConfig: {
      announcementBar: {content: expect.stringContaining('href="/learn/docs/fundamentals/intro"')},
    },
  });
});
