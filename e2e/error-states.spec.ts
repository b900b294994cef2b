import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page, type Request} from '@playwright/test';
import {buildDir} from '../tests/support/build';
import {waitForHydration} from './support';
import {chunkFilesContaining, controlChunks, crashState, injectRenderCrash, setCrash} from './inject';

/**
 * The error states of SPEC.md section 8 (and the chunk-loading lines of
 * section 2), made to happen from the test: render crashes are injected into
 * the production bundle at runtime and chunk requests are aborted or held
 * back (see e2e/inject.ts). The site ships no crash pages.
 */

/** The one chunk holding a route's content, found by the permalink in its metadata. */
function contentChunkOf(route: string): string {
  const files = chunkFilesContaining(`"permalink":"${route}"`);
  if (files.length !== 1) throw new Error(`Expected one content chunk for ${route}, found: ${files.join(', ') || 'none'}`);
  return files[0];
}

const markdownPageHeading = 'Markdown page';

/** The level-1 headings React renders (server-rendered nodes it did not hydrate have no React fiber). */
function renderedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('h1'))
      .filter((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber$')))
      .map((h1) => (h1.textContent ?? '').trim()),
  );
}

test.describe('a page that crashes', () => {
  const message = 'QA injected crash: the markdown page content threw';

  test.beforeEach(async ({page}) => {
    // The page's own MDX module, identified by its permalink.
    await injectRenderCrash(page, {target: {module: '"permalink":"/markdown-page"'}, message});
  });

  test('shows "This page crashed.", the error message and a Try again button that renders it again', async ({page}) => {
    await page.goto('/markdown-page');
    const crashed = page.getByRole('heading', {level: 1, name: 'This page crashed.'});
    await expect(crashed).toBeVisible();
    await expect(page.getByText(message, {exact: true})).toBeVisible();
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await expect(tryAgain).toBeVisible();
    // The page's own boundary caught it: the layout (navbar, footer) is intact.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();
    await expect(page.getByRole('heading', {level: 1, name: markdownPageHeading})).toHaveCount(0);
    const state = await crashState(page);
    expect(state.hooked, 'the crash hook found the page module').toBe(1);
    expect(state.thrown).toBeGreaterThan(0);

    // Still broken: trying again crashes again.
    const thrownBefore = state.thrown;
    await tryAgain.click();
    await expect(crashed).toBeVisible();
    await expect.poll(async () => (await crashState(page)).thrown).toBeGreaterThan(thrownBefore);

    // Cause gone: trying again renders the real page.
    await setCrash(page, false);
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: markdownPageHeading})).toBeVisible();
    await expect(page.getByText('Style guide for contributors').first()).toBeVisible();
    await expect(crashed).toHaveCount(0);
    await expect(page.getByText(message)).toHaveCount(0);
  });
});

test.describe('a crash inside the layout', () => {
  const message = 'QA injected crash: the footer copyright threw';

  test('shows the "Page Error" title, the error and a Try again button that restores the page', async ({page}) => {
    // The footer's copyright line renders outside the page's error boundary,
    // so the crash reaches the root one. The crash stops once React reports
    // it, so the error page can render the layout around the error.
    await injectRenderCrash(page, {target: {elementClass: 'footer__copyright'}, message, stopWhenReported: true});
    await page.goto('/');
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed'})).toBeVisible();
    await expect(page.getByText(message, {exact: true})).toBeVisible();
    // The root error page replaces the whole page content (the home page is gone).
    await expect(page.getByRole('link', {name: 'Start here'})).toHaveCount(0);
    const state = await crashState(page);
    expect(state.hooked, 'the crash hook found the JSX runtime').toBeGreaterThan(0);
    expect(state.thrown).toBeGreaterThan(0);
    expect(state.on, 'React reported the crash').toBe(false);

    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page).toHaveTitle('Never Stop Learning');
    await expect(page.getByRole('link', {name: 'Start here'})).toBeVisible();
    await expect(page.locator('.footer__copyright')).toContainText('Copyright');
    await expect(page.getByText(message)).toHaveCount(0);
  });
});

test.describe('a route chunk that fails on client-side navigation', () => {
  const target = '/docs/intro';
  const isTargetDocument = (request: Request) =>
    request.isNavigationRequest() && new URL(request.url()).pathname === target;

  async function startOnHome(page: Page) {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as {__qaBeforeNavigation?: boolean}).__qaBeforeNavigation = true;
    });
  }
  const marker = (page: Page) =>
    page.evaluate(() => (window as unknown as {__qaBeforeNavigation?: boolean}).__qaBeforeNavigation ?? false);
  const tutorialLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', {name: 'Tutorial'});

  test('reloads the target page fully, which then shows', async ({page}) => {
    const chunk = contentChunkOf(target);
    const chunks = await controlChunks(page, [chunk]);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (!isTargetDocument(request)) return;
      documents.push(request.url());
      // The reload's own chunks must load.
      void chunks.set('pass');
    });
    await startOnHome(page);

    await chunks.set('abort');
    const reloaded = page.waitForRequest(isTargetDocument, {timeout: 10_000});
    await tutorialLink(page).click();
    await reloaded; // times out if the page does not load the target document again
    await page.waitForLoadState('load');

    expect(chunks.counts.aborted, `requests for ${chunk} were aborted`).toBeGreaterThan(0);
    expect(documents, 'one full document load of the target').toHaveLength(1);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', {level: 1, name: 'Start here'})).toBeVisible();
    await waitForHydration(page);
    expect(await marker(page), 'the window of the first page is gone').toBe(false);
  });

  test('without a failure, the same navigation stays client-side (control)', async ({page}) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (isTargetDocument(request)) documents.push(request.url());
    });
    await startOnHome(page);
    await tutorialLink(page).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', {level: 1, name: 'Start here'})).toBeVisible();
    expect(await marker(page), 'the same window').toBe(true);
    expect(documents).toHaveLength(0);
  });
});

test.describe('a page chunk that is slow or fails to load', () => {
  // The client renders a route without its chunks preloaded only when it
  // reaches it through a path it normalises: /markdown-page.html renders the
  // /markdown-page route. (On the clean URL the chunks load before React
  // starts, and on client-side navigation the old page stays until they
  // arrive.) `docusaurus serve` and the nginx config redirect .html URLs, but
  // static hosts that serve them as files exist, so the test plays such a
  // host: it answers /markdown-page.html with the built file.
  //
  // React leaves the server-rendered copy of the page in the DOM there
  // (unhydrated, after its root render found no match for it), so "the page
  // is rendered" is checked on the headings React owns.
  const aliasUrl = '/markdown-page.html';
  const spinner = (page: Page) => page.locator('svg#loader');

  test.beforeEach(async ({page}) => {
    const html = fs.readFileSync(path.join(buildDir, 'markdown-page.html'), 'utf8');
    await page.route(`**${aliasUrl}`, (route) => route.fulfill({status: 200, contentType: 'text/html', body: html}));
  });

  test('shows a spinner while the chunk loads, then the page', async ({page}) => {
    const chunks = await controlChunks(page, [contentChunkOf('/markdown-page')], 'hold');
    await page.goto(aliasUrl, {waitUntil: 'domcontentloaded'});
    await expect(spinner(page)).toBeVisible();
    expect(chunks.counts.held).toBeGreaterThan(0);
    expect(await renderedHeadings(page)).toEqual([]);

    await chunks.set('pass');
    await expect.poll(() => renderedHeadings(page)).toEqual([markdownPageHeading]);
    await expect(spinner(page)).toHaveCount(0);
  });

  test('shows the error and a Retry button that loads the page once the chunk is reachable', async ({page}) => {
    const file = contentChunkOf('/markdown-page');
    const chunks = await controlChunks(page, [file], 'abort');
    await page.goto(aliasUrl, {waitUntil: 'domcontentloaded'});
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await expect(page.getByText(/ChunkLoadError: Loading chunk \S+ failed/)).toContainText(file);
    expect(chunks.counts.aborted).toBeGreaterThan(0);
    expect(await renderedHeadings(page)).toEqual([]);

    await chunks.set('pass');
    await retry.click();
    await expect.poll(() => renderedHeadings(page)).toEqual([markdownPageHeading]);
    await expect(retry).toHaveCount(0);
    await expect(page.getByText('ChunkLoadError')).toHaveCount(0);
  });

  test('once the chunk has loaded, the page shows only once', async ({page}) => {
    test.fail(
      true,
      'Known defect (Docusaurus 3.8.1 + React 19): the unhydrated server-rendered copy stays above the rendered page, ' +
        'so navbar, content and footer show twice. Unreachable behind docusaurus serve and the nginx config, which ' +
        'redirect .html URLs.',
    );
    const chunks = await controlChunks(page, [contentChunkOf('/markdown-page')], 'hold');
    await page.goto(aliasUrl, {waitUntil: 'domcontentloaded'});
    await expect(spinner(page)).toBeVisible();
    await chunks.set('pass');
    await expect.poll(() => renderedHeadings(page)).toEqual([markdownPageHeading]);
    await expect(page.getByRole('heading', {level: 1, name: markdownPageHeading})).toHaveCount(1, {timeout: 1000});
    await expect(page.locator('nav.navbar')).toHaveCount(1, {timeout: 1000});
  });

  test('on a direct visit to the clean URL, the server-rendered page stays readable', async ({page}) => {
    // Here the chunks load before React starts; when that fails the client
    // never takes over, so no Retry shows, but the content is there.
    const chunks = await controlChunks(page, [contentChunkOf('/markdown-page')], 'abort');
    await page.goto('/markdown-page');
    await expect.poll(() => chunks.counts.aborted).toBeGreaterThan(0);
    await expect(page.getByRole('heading', {level: 1, name: markdownPageHeading})).toBeVisible();
    await expect(page.getByText('Style guide for contributors').first()).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();
  });
});

test.describe('an unknown path', () => {
  const unknownPaths = ['/no-such-page-qa', '/docs/no-such-doc-qa', '/blog/no-such-post-qa'];

  for (const unknown of unknownPaths) {
    test(`${unknown} answers 404 and shows "Page Not Found", also once the app runs`, async ({page}) => {
      const response = await page.goto(unknown);
      expect(response?.status()).toBe(404);
      // The server's not-found document.
      expect(await response?.text()).toMatch(/<title[^>]*>Page Not Found \| Never Stop Learning<\/title>/);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    });

    test(`${unknown} keeps the "Page Not Found" title once the app runs`, async ({page}) => {
      // Under /docs this relies on the NotFound/Content wrapper in src/theme.
      await page.goto(unknown);
      await waitForHydration(page);
      await expect(page).toHaveTitle('Page Not Found | Never Stop Learning', {timeout: 2000});
    });
  }
});
