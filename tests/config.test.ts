import type {Config} from '@docusaurus/types';
import {afterEach, expect, it, vi} from 'vitest';

async function loadConfig(env: Record<string, string> = {}): Promise<Config> {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('../docusaurus.config')).default;
}

afterEach(() => vi.unstubAllEnvs());

it('has the identity and the single English locale of the spec', async () => {
  expect(await loadConfig()).toMatchObject({
    title: 'Never Stop Learning',
    tagline: '',
    url: 'https://never-stop-learning.github.io',
    baseUrl: '/',
    organizationName: 'never-stop-learning',
    projectName: 'never-stop-learning.github.io',
    deploymentBranch: 'gh-pages',
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: {en: {label: 'English', direction: 'ltr', calendar: 'gregory'}},
    },
  });
});

it('applies the build rules of spec section 5', async () => {
  const config = await loadConfig();
  expect(config).toMatchObject({
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onBrokenMarkdownLinks: 'warn',
    onDuplicateRoutes: 'warn',
  });
  expect(config.presets?.[0]).toMatchObject([
    'classic',
    {
      blog: {
        onInlineTags: 'warn',
        onInlineAuthors: 'warn',
        onUntruncatedBlogPosts: 'warn',
      },
    },
  ]);
});

it('sets the colour mode, docs sidebar and table of contents of the spec', async () => {
  expect((await loadConfig()).themeConfig).toMatchObject({
    colorMode: {defaultMode: 'light', disableSwitch: false},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  });
});

it('lets a fork deploy elsewhere with SITE_URL and BASE_URL', async () => {
  const config = await loadConfig({SITE_URL: 'https://example.org', BASE_URL: 'learn'});
  expect(config).toMatchObject({url: 'https://example.org', baseUrl: '/learn/'});
  expect(config.themeConfig?.announcementBar).toMatchObject({
    content: expect.stringContaining('href="/learn/docs/fundamentals/intro"'),
  });
});
