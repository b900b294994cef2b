/**
 * Every route of the sitemap, the blog's list pages, a search and the not-found page, in light and
 * dark mode: axe-clean (WCAG 2.1 A and AA), no console error, no failed request, nothing fetched
 * from outside 127.0.0.1, every image (diagrams included) loaded.
 */
import {expect, test, type Page} from '@playwright/test';
import {sitemapPaths} from '../tests/support/build';
import {axeViolations, colourToggle, waitForHydration} from './support';

const unknownRoute = '/this-page-does-not-exist';
const searchRoute = '/search?q=python';
const routes = new Set([
  ...sitemapPaths(),
  ...['/blog/archive', '/blog/tags', '/blog/tags/ai', '/blog/authors', '/blog/authors/team'],
  searchRoute,
  unknownRoute,
]);

/** Records what goes wrong on the page; requests that leave 127.0.0.1 are blocked. */
async function watch(page: Page, notFound: boolean): Promise<string[]> {
  const problems: string[] = [];
  const offSite = (url: URL) =>
    /^(https?|wss?):$/.test(url.protocol) && url.hostname !== '127.0.0.1';
  await page.route(offSite, (route) => {
    problems.push(`left 127.0.0.1: ${route.request().url()}`);
    return route.abort('blockedbyclient');
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (!offSite(new URL(request.url()))) problems.push(`failed: ${request.url()}`);
  });
  // The not-found page's own 404 answer (which Chromium also logs) is the one failure expected.
  page.on('console', (message) => {
    const expected = notFound && message.text().includes('status of 404');
    if (message.type() === 'error' && !expected) problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    const expected = notFound && response.request().isNavigationRequest();
    if (response.status() >= 400 && !expected)
      problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Loads every image, lazy ones included; returns those that did not load. */
function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return images.filter((image) => image.naturalWidth === 0).map((image) => image.src);
  });
}

for (const route of routes) {
  for (const mode of ['light', 'dark'] as const) {
    test(`${route} in ${mode} mode is accessible, error-free and local-only`, async ({page}) => {
      const problems = await watch(page, route === unknownRoute);
      const response = await page.goto(route);
      expect(response?.status(), 'document status').toBe(route === unknownRoute ? 404 : 200);
      await waitForHydration(page);
      if (mode === 'dark') await colourToggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      if (route === searchRoute) await expect(page.locator('article h2 a').first()).toBeVisible();

      expect.soft(await brokenImages(page), 'images that did not load').toEqual([]);
      expect.soft(await axeViolations(page), 'axe violations (WCAG 2.1 A and AA)').toEqual([]);
      expect.soft(problems, 'console errors and failed or off-site requests').toEqual([]);
    });
  }
}
