import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';

async function loadConfig(env: Record<string, string | undefined> = {}): Promise<Config> {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value as string);
  return (await import('../docusaurus.config')).default;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site configuration', () => {
  it('has the identity the spec and the foundation issue give', async () => {
    const config = await loadConfig();
    expect(config).toMatchObject({
      title: 'Never Stop Learning',
      tagline: '',
      url: 'https://never-stop-learning.github.io',
      baseUrl: '/',
      organizationName: 'never-stop-learning',
      projectName: 'never-stop-learning.github.io',
      deploymentBranch: 'gh-pages',
    });
    expect(config.i18n).toMatchObject({
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: {en: {label: 'English', direction: 'ltr', calendar: 'gregory'}},
    });
  });

  it('applies the build rules of spec section 5', async () => {
    const config = await loadConfig();
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.onBrokenMarkdownLinks).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
    const [, presetOptions] = config.presets![0] as [string, {blog: Record<string, unknown>}];
    expect(presetOptions.blog).toMatchObject({
      onInlineTags: 'warn',
      onInlineAuthors: 'warn',
      onUntruncatedBlogPosts: 'warn',
      showReadingTime: true,
      feedOptions: {type: ['rss', 'atom']},
    });
  });

  it('sets colour mode, sidebar and table of contents as the spec states', async () => {
    const {themeConfig} = await loadConfig();
    expect(themeConfig).toMatchObject({
      colorMode: {defaultMode: 'light', disableSwitch: false},
      docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
      tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
      footer: {style: 'dark'},
      blog: {sidebar: {groupByYear: true}},
    });
  });

  it('lets a fork deploy elsewhere with SITE_URL and BASE_URL', async () => {
    const config = await loadConfig({SITE_URL: 'https://example.org', BASE_URL: 'learn'});
    expect(config.url).toBe('https://example.org');
    expect(config.baseUrl).toBe('/learn/');
    const bar = (config.themeConfig as {announcementBar: {content: string}}).announcementBar;
    expect(bar.content).toContain('href="/learn/docs/fundamentals/intro"');
  });
});
