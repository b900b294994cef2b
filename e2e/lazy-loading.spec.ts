/**
 * Heavy code loads only where and when it is used, as a browser sees it: diagrams are images, so
 * no page downloads Mermaid; code blocks keep the server's highlighted HTML, so Prism downloads
 * only when a reader touches a block or code first renders in the browser; search downloads
 * nothing until the first query. Byte budgets are gzip sizes of what the page downloads.
 */
import zlib from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support';

const prismMarker = 'before-tokenize';

/** Loads a page and returns the scripts it downloaded before it was interactive and idle. */
async function firstLoadScripts(page: Page, route: string) {
  const scripts: Array<{url: string; gzipBytes: number; hasPrism: boolean}> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    const [url, gzipBytes] = [response.url(), zlib.gzipSync(body).length];
    scripts.push({url, gzipBytes, hasPrism: body.includes(prismMarker)});
  });
  await page.goto(route);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return scripts;
}

const kb = (scripts: Array<{gzipBytes: number}>) =>
  scripts.reduce((sum, {gzipBytes}) => sum + gzipBytes, 0) / 1024;

for (const {route, budgetKb} of [
  {route: '/docs/references/python', budgetKb: 159},
  {route: '/', budgetKb: 120},
]) {
  test(`${route} downloads at most ${budgetKb} KB of JavaScript, without Prism, Mermaid or search`, async ({
    page,
  }) => {
    const scripts = await firstLoadScripts(page, route);
    expect(scripts.length).toBeGreaterThan(1);
    expect(kb(scripts)).toBeLessThanOrEqual(budgetKb);
    expect(scripts.filter(({hasPrism}) => hasPrism).map(({url}) => url)).toEqual([]);
    expect(scripts.map(({url}) => url).filter((url) => /mermaid|pagefind/i.test(url))).toEqual([]);
  });
}

test('a code block keeps its server HTML until touched, then copies', async ({page, context}) => {
  const scripts = await firstLoadScripts(page, '/docs/python/intro');
  const block = page.locator('.theme-code-block:visible:has(.token.keyword)').first();
  await expect(block.locator('.token.keyword').first()).toBeVisible();
  const prismLoads = page.waitForResponse(async (response) =>
    (await response.body()).includes(prismMarker),
  );
  expect(scripts.some(({hasPrism}) => hasPrism)).toBe(false);
  await block.hover();
  await prismLoads;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await block.getByRole('button', {name: /copy/i}).click();
  // Compared line by line: how a browser lays out the rendered lines is not the code's business.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const code = lines(await block.locator('pre').innerText());
  await expect
    .poll(async () => lines(await page.evaluate(() => navigator.clipboard.readText())))
    .toEqual(code);
});

test('code rendered in the browser (client-side navigation) is highlighted', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('nav a.navbar__link', {hasText: 'Python'}).first().click();
  await expect(page).toHaveURL(/\/docs\/python\/intro$/);
  await expect(page.locator('.theme-code-block .token.keyword').first()).toBeVisible();
});

test('a diagram is an image of the current colour mode', async ({page}) => {
  await page.goto('/docs/devops/git/intro');
  await waitForHydration(page);
  const light = page.locator('figure.diagram img.diagram-light').first();
  const dark = page.locator('figure.diagram img.diagram-dark').first();
  await light.scrollIntoViewIfNeeded();
  await expect(light).toBeVisible();
  await expect(dark).toBeHidden();
  await expect
    .poll(() => light.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(dark).toBeVisible();
  await expect(light).toBeHidden();
});
