/**
 * SPEC section 7: a linked page is prefetched when its link becomes visible, but not on a 2g
 * connection or with data-saver on. The linked page here is the Docker doc: only the chunk with its
 * content names its source file (main.js too, but it is never prefetched).
 */
import fs from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support';

const holdsDockerDoc = (url: string) =>
  fs.readFileSync(`build${new URL(url).pathname}`, 'utf8').includes('docs/devops/docker/intro.md');
async function prefetchedDockerDoc(page: Page) {
  const links = page.locator('link[rel=prefetch]');
  const urls = await links.evaluateAll((all) => all.map((link) => (link as HTMLLinkElement).href));
  return urls.some(holdsDockerDoc);
}

for (const [when, connection] of [
  ['on a fast connection', null],
  ['with data-saver on', {saveData: true, effectiveType: '4g'}],
  ['on a 2g connection', {saveData: false, effectiveType: '2g'}],
] as const) {
  const outcome = connection ? 'is not prefetched' : 'is prefetched once the menu opens';
  test(`${when}, a page linked from the closed phone menu ${outcome}`, async ({page}) => {
    if (connection) {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', {get: () => value});
      }, connection);
    }
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/docs/devops/git/intro'); // its phone menu links to the Docker doc
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await prefetchedDockerDoc(page)).toBe(false);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    if (connection) {
      await page.waitForTimeout(1000); // long enough for a prefetch on a fast connection
      await expect(page.locator('link[rel=prefetch]')).toHaveCount(0);
    } else {
      await expect.poll(() => prefetchedDockerDoc(page)).toBe(true);
    }
  });
}
