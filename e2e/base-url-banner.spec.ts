import {expect, test} from '@playwright/test';
import {waitForHydration} from './support';

/**
 * SPEC 8, "Wrong base URL": the home page suggests a base URL when the site
 * was deployed under another path than the one it was built for, and never
 * shows the suggestion when the site is served where it belongs.
 */
const banner = '#__docusaurus-base-url-issue-banner';

test('the home page suggests the right base URL when the site is served under another path', async ({page, baseURL}) => {
  // Deploy the build (made for "/") under /moved/: the files exist only there,
  // so the page's /assets/... scripts and styles are not found.
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (!url.pathname.startsWith('/moved/')) return route.fulfill({status: 404, body: 'Not found'});
    const response = await route.fetch({url: `${baseURL}${url.pathname.slice('/moved'.length)}`});
    return route.fulfill({response});
  });
  await page.goto('/moved/');
  await expect(page.locator(banner)).toBeVisible();
  await expect(page.locator(banner)).toContainText('did not load properly');
  await expect(page.locator(`${banner}-suggestion-container`)).toHaveText('/moved/');
});

for (const path of ['/', '/docs/intro']) {
  test(`${path} never shows the base URL banner, even when its scripts arrive slowly`, async ({page}) => {
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator(banner)).toHaveCount(0);
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
  });
}
