import {expect, test} from '@playwright/test';
import {waitForHydration} from './support';

const desktopBreakpoint = 996;

test('a dismissed announcement bar stays dismissed after a reload', async ({page}) => {
  await page.goto('/');
  // The colour toggle is enabled once React has hydrated the page.
  await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeEnabled();
  const bar = page.getByRole('banner').filter({hasText: 'Fundamentals track'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByText('Fundamentals track')).toBeHidden();
});

test.describe('mobile navbar sidebar', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('opens, closes, and closes when the viewport becomes desktop', async ({page}) => {
    await page.goto('/docs/intro');
    // The toggle works once React has hydrated (the scripts load after the first paint).
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    const openButton = page.getByRole('button', {name: 'Toggle navigation bar'});
    await openButton.click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Security'})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);

    await openButton.click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: desktopBreakpoint + 4, height: 900});
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test('Tab adds the keyboard-navigation class and a mouse press removes it', async ({page}) => {
  await page.goto('/');
  const body = page.locator('body');
  // The server-rendered body starts with the class (focus rings stay visible
  // until the reader is known to use a mouse); a mouse press clears it.
  // Retried because the listener exists only once React has hydrated.
  await expect(async () => {
    await page.mouse.click(5, 400);
    await expect(body).not.toHaveClass(/navigation-with-keyboard/, {timeout: 500});
  }).toPass();
  await page.keyboard.press('Tab');
  await expect(body).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.click(5, 400);
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
});

test('an unknown path shows the not-found page', async ({page}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | Never Stop Learning');
});

test('/docs sends the reader to the start page', async ({page}) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('the table of contents lists exactly the h2 and h3 headings of a page', async ({page}) => {
  await page.goto('/docs/references/python');
  const headingIds = await page
    .locator('article .markdown :is(h2, h3)[id]')
    .evaluateAll((headings) => headings.map((heading) => heading.id));
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
  expect(headingIds.length).toBeGreaterThan(3);
  expect(tocTargets).toEqual(headingIds);
  const deeper = await page.locator('article .markdown :is(h4, h5, h6)[id]').evaluateAll((h) => h.map((x) => x.id));
  for (const id of deeper) expect(tocTargets).not.toContain(id);
});
