/** The layout features of SPEC.md section 2, and their states in section 4. */
import {expect, test} from '@playwright/test';
import {waitForHydration} from './support';

test('a dismissed announcement bar stays dismissed after a reload', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const bar = page.getByRole('banner').filter({hasText: 'Fundamentals track'});
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Fundamentals track')).toBeHidden();
});

test.describe('on a mobile viewport', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the navbar sidebar opens, closes, and closes past 996 px', async ({page}) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const sidebar = page.locator('.navbar-sidebar');
    const open = page.getByRole('button', {name: 'Toggle navigation bar'});
    await open.click();
    await expect(sidebar.getByRole('link', {name: 'Security'})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();

    await open.click();
    await expect(sidebar).toBeVisible();
    await page.setViewportSize({width: 1000, height: 900}); // past the 996 px breakpoint
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test('Tab adds the keyboard-navigation class and a mouse press removes it', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const body = page.locator('body');
  await page.mouse.click(5, 400);
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
  await page.keyboard.press('Tab');
  await expect(body).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.click(5, 400);
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
});

test('/docs sends the reader to the start page', async ({page}) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Start here'})).toBeVisible();
});

test('the table of contents lists exactly the h2 and h3 headings of a page', async ({page}) => {
  await page.goto('/docs/references/python');
  await expect(page.locator('article .markdown h3').first()).toBeAttached();
  const headings = await page
    .locator('article .markdown :is(h2, h3)[id]')
    .evaluateAll((all) => all.map((heading) => `#${heading.id}`));
  const links = await page
    .locator('.table-of-contents a')
    .evaluateAll((all) => all.map((a) => decodeURIComponent(a.getAttribute('href')!)));
  expect(links).toEqual(headings);
});
