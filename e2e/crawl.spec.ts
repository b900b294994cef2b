/**
 * The browser crawl (issue 10): every route in the built sitemap, plus the
 * blog's list pages, a search and the not-found page, loaded in Chromium
 * against the production build, in light and in dark mode. Each page must
 * pass axe-core (WCAG 2.1 A and AA), log no console error, have no failed
 * request and make no request that leaves 127.0.0.1.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {rootDir, sitemapPaths} from '../tests/support/build';
import {codeBlocks} from '../scripts/examples/extract.mjs';
import {axeViolations, describeViolations, waitForHydration} from './support';

const unknownRoute = '/this-page-does-not-exist';
const searchRoute = '/search?q=python';

const routes = [
  ...new Set([
    ...sitemapPaths(),
    '/blog/archive',
    '/blog/tags',
    '/blog/tags/ai',
    '/blog/authors',
    '/blog/authors/team',
    searchRoute,
    unknownRoute,
  ]),
];

/**
 * How many Mermaid diagrams a route's markdown holds, each of which must
 * reach the page as a pre-rendered figure: docs by path, blog posts by their
 * `slug`.
 */
function mermaidSources(): Map<string, number> {
  const counts = new Map<string, number>();
  const count = (file: string) =>
    codeBlocks(fs.readFileSync(file, 'utf8')).filter(({lang}) => lang === 'mermaid').length;
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
    });
  const docsDir = path.join(rootDir, 'docs');
  for (const file of walk(docsDir)) {
    const route = `/docs/${path.relative(docsDir, file).replace(/\.mdx?$/, '').split(path.sep).join('/')}`;
    counts.set(route, count(file));
  }
  const blogDir = path.join(rootDir, 'blog');
  for (const file of walk(blogDir)) {
    const slug = /^slug:\s*(\S+)\s*$/m.exec(fs.readFileSync(file, 'utf8'))?.[1];
    if (slug) counts.set(`/blog/${slug.replace(/^\//, '')}`, count(file));
  }
  return counts;
}

const expectedDiagrams = mermaidSources();

type Problems = {console: string[]; requests: string[]; offSite: string[]};

/** Records console errors, failed requests and off-site requests (which it blocks). */
async function watch(page: Page, route: string): Promise<Problems> {
  const problems: Problems = {console: [], requests: [], offSite: []};
  const isDeliberate404 = (url: string) => route === unknownRoute && new URL(url).pathname === unknownRoute;
  const offSite = (url: URL) => /^(https?|wss?):$/.test(url.protocol) && url.hostname !== '127.0.0.1';

  await page.context().route(offSite, async (handle) => {
    problems.offSite.push(`${handle.request().method()} ${handle.request().url()}`);
    await handle.abort('blockedbyclient');
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    // Chromium logs the not-found page's own 404 status as a console error.
    if (where && isDeliberate404(where) && /status of 404/.test(message.text())) return;
    problems.console.push(`${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.console.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (offSite(new URL(request.url()))) return; // already recorded as off-site
    problems.requests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const request = response.request();
    if (response.status() === 404 && request.resourceType() === 'document' && isDeliberate404(response.url())) return;
    problems.requests.push(`${request.method()} ${response.url()}: HTTP ${response.status()}`);
  });
  return problems;
}

/** A component that threw shows the theme's error fallback instead. */
const crashed = (page: Page) => page.locator('[class*="errorBoundaryFallback"]');

/** Waits until the page shows what a reader would see: diagrams, search results, images. */
async function waitForContent(page: Page, route: string): Promise<void> {
  const expected = expectedDiagrams.get(route) ?? 0;
  expect(await crashed(page).allInnerTexts(), 'components that failed to render').toEqual([]);
  const figures = page.locator('figure.diagram');
  await expect(figures, `${expected} diagram(s), as pre-rendered images`).toHaveCount(expected);
  for (const figure of await figures.all()) {
    // One image per colour mode; CSS shows the current one.
    await expect(figure.locator('img')).toHaveCount(2);
    await expect(figure.locator('img:visible')).toHaveCount(1);
  }
  if (route === searchRoute) {
    // The results list replaces the page's placeholder once the index has loaded.
    await expect(page.locator('main article h2 a, #__docusaurus_skipToContent_fallback article h2 a').first()).toBeVisible();
  }
  // Load lazy images too, so a broken one shows up as a failed request.
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

for (const route of routes) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${route} in ${mode} mode is accessible, error-free and local-only`, async ({page}) => {
      if (mode === 'dark') {
        await page.context().addInitScript(() => {
          window.localStorage.setItem('theme', 'dark');
          window.localStorage.setItem('theme-first-visit', 'done');
        });
      }
      const problems = await watch(page, route);

      const response = await page.goto(route);
      expect(response?.status(), 'document status').toBe(route === unknownRoute ? 404 : 200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await waitForContent(page, route);

      expect.soft(await crashed(page).allInnerTexts(), 'components that crashed').toEqual([]);
      const violations = await axeViolations(page);
      expect.soft(describeViolations(violations), 'axe violations (WCAG 2.1 A and AA)').toBe('');
      expect.soft(problems.console, 'console errors').toEqual([]);
      expect.soft(problems.requests, 'failed requests').toEqual([]);
      expect.soft(problems.offSite, 'requests that left 127.0.0.1 (blocked)').toEqual([]);
    });
  }
}
