/**
 * Heavy code loads only where and when it is used, as a browser sees it:
 * diagrams are pre-rendered images, so no page downloads Mermaid; code blocks
 * hydrate from the highlighted HTML the server wrote, so Prism downloads
 * only when code first renders in the browser (after a client-side
 * navigation). Also: the rule tests/bundle-budget.test.ts uses to find a
 * page's first-load scripts from the build (scripts/bench/first-load.mjs)
 * matches the scripts a browser really downloads.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {buildDir, chunkMarkers, rootDir} from '../tests/support/build';
import {firstLoadAssets} from '../scripts/bench/first-load.mjs';
import {waitForHydration} from './support';

const {mermaid: mermaidMarker, prism: prismMarker} = chunkMarkers;
const generatedDir = path.join(rootDir, '.docusaurus');

const codePage = '/docs/references/python';
const diagramPage = '/docs/devops/git/intro';

/** Build-relative paths of the scripts the page executes (prefetches of linked pages are not scripts). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/^\//, ''));
  });
  return scripts;
}

const contains = (marker: RegExp) => (file: string) => marker.test(fs.readFileSync(path.join(buildDir, file), 'utf8'));

test('the scripts a doc page downloads are the first-load scripts the bundle budget counts', async ({page}) => {
  const scripts = recordScripts(page);
  await page.goto(codePage);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const expected = firstLoadAssets(buildDir, codePage, generatedDir).scripts;
  expect(expected.length).toBeGreaterThan(2);
  expect([...new Set(scripts)].sort()).toEqual([...expected].sort());
});

test('a page with a diagram shows it as an image of the current colour mode and downloads no Mermaid code', async ({page}) => {
  expect(fs.readFileSync(path.join(rootDir, 'docs', 'devops', 'git', 'intro.md'), 'utf8')).toContain('```mermaid');
  const scripts = recordScripts(page);
  await page.goto(diagramPage);
  await waitForHydration(page);
  const light = page.locator('figure.diagram img.diagram-light').first();
  const dark = page.locator('figure.diagram img.diagram-dark').first();
  await light.scrollIntoViewIfNeeded();
  await expect(light).toBeVisible();
  await expect(dark).toBeHidden();
  await expect.poll(() => light.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(light).toHaveAttribute('alt', /working tree.*index/i);

  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(dark).toBeVisible();
  await expect(light).toBeHidden();
  await expect.poll(() => dark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await page.waitForLoadState('networkidle');
  expect(scripts.filter(contains(mermaidMarker)), `Mermaid chunks downloaded on ${diagramPage}`).toEqual([]);
});

test('code blocks keep the highlighting of the HTML without Prism; Prism loads for code rendered after a client-side navigation', async ({page}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts = recordScripts(page);
  await page.goto(codePage);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const keywords = page.locator('.theme-code-block .token.keyword');
  expect(await keywords.count()).toBeGreaterThan(50);
  expect(scripts.filter(contains(prismMarker)), `Prism downloaded to hydrate ${codePage}`).toEqual([]);
  // Hydration took the server's HTML as it was: no recoverable error, copy buttons work.
  expect(errors).toEqual([]);
  await expect(page.locator('.theme-code-block button[aria-label="Copy code to clipboard"]').first()).toBeAttached();

  // A client-side navigation renders a page's code in the browser: now Prism is needed.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/python/virtual-environment');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1')).toHaveText(/virtual environment/i);
  await expect(page.locator('.theme-code-block .token').first()).toBeAttached();
  expect(scripts.filter(contains(prismMarker)).length, 'Prism was not loaded for code rendered in the browser').toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('search downloads nothing with the page: Pagefind loads with the first query', async ({page}) => {
  const searched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) searched.push(request.url());
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(searched, 'search files in the first load').toEqual([]);

  await page.getByRole('combobox', {name: 'Search'}).fill('kubectl');
  await expect(page.locator('.navbar__search [role="listbox"] [role="option"]').first()).toBeVisible();
  expect(searched.length).toBeGreaterThan(0);
});

test('a reader who types into the search box before the page has hydrated still gets results', async ({page}) => {
  // Hold main.js back, as a slow phone would: the box is there, React is not yet.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Deferred scripts hold DOMContentLoaded back too: wait only for the page to start arriving.
  await page.goto('/docs/intro', {waitUntil: 'commit'});
  await page.getByRole('navigation', {name: 'Main'}).getByPlaceholder('Search').click();
  await page.keyboard.type('kubectl');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  release();
  await waitForHydration(page);
  await expect(page.locator('.navbar__search [role="listbox"] [role="option"]').first()).toBeVisible();
  await expect(page.locator('input.navbar__search-input')).toHaveValue('kubectl');
});
