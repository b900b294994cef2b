// SPEC.md section 8, "Wrong base URL": a suggestion banner on the home page, only when needed.
import {expect, test} from '@playwright/test';
import {waitForHydration} from './support';

const banner = '#__docusaurus-base-url-issue-banner';

// Scripts still in flight when a test ends are dropped, not reported.
test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

test('the home page suggests the base URL it is served under', async ({page, baseURL}) => {
  // The build, made for "/", deployed under /moved/: its /assets/... files are not found.
  await page.route('**/*', async (route) => {
    const {pathname} = new URL(route.request().url());
    if (!pathname.startsWith('/moved/')) return route.fulfill({status: 404});
    const response = await route.fetch({url: `${baseURL}${pathname.slice('/moved'.length)}`});
    return route.fulfill({response});
  });
  await page.goto('/moved/');
  await expect(page.locator(banner)).toContainText('did not load properly');
  await expect(page.locator(`${banner}-suggestion-container`)).toHaveText('/moved/');
});

for (const path of ['/', '/docs/intro']) {
  test(`${path} shows no base URL banner, even when its scripts are slow`, async ({page}) => {
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator(`${banner}-container`)).toHaveCount(0);
  });
}
