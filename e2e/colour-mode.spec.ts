import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support';


async function themeOf(page: Page) {
  return page.evaluate(() => ({
    effective: document.documentElement.getAttribute('data-theme'),
    choice: document.documentElement.getAttribute('data-theme-choice'),
  }));
}

async function clickToggle(page: Page) {
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
}

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('a first visit is light even when the operating system prefers dark', async ({page}) => {
    await page.goto('/docs/intro');
    expect(await themeOf(page)).toEqual({effective: 'light', choice: 'light'});
    await expect(page.getByRole('button', {name: /currently light mode/})).toBeVisible();
  });

  test('the toggle cycles light → dark → system → light', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('button', {name: /currently light mode/})).toBeVisible();
    await clickToggle(page);
    expect(await themeOf(page)).toEqual({effective: 'dark', choice: 'dark'});
    await expect(page.getByRole('button', {name: /currently dark mode/})).toBeVisible();
    await clickToggle(page);
    // System mode with a dark OS preference is effectively dark.
    expect(await themeOf(page)).toEqual({effective: 'dark', choice: 'system'});
    await expect(page.getByRole('button', {name: /currently system mode/})).toBeVisible();
    await clickToggle(page);
    expect(await themeOf(page)).toEqual({effective: 'light', choice: 'light'});
  });

  test('system mode follows the operating system and its changes', async ({page}) => {
    await page.goto('/');
    await clickToggle(page);
    await clickToggle(page);
    expect((await themeOf(page)).choice).toBe('system');
    await page.emulateMedia({colorScheme: 'light'});
    await expect.poll(async () => (await themeOf(page)).effective).toBe('light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect.poll(async () => (await themeOf(page)).effective).toBe('dark');
  });

  test('the choice persists across reloads, system included', async ({page}) => {
    await page.goto('/');
    await clickToggle(page);
    await page.reload();
    expect(await themeOf(page)).toEqual({effective: 'dark', choice: 'dark'});
    await clickToggle(page);
    await page.reload();
    // Not reset to light: a returning reader who chose system keeps it.
    expect(await themeOf(page)).toEqual({effective: 'dark', choice: 'system'});
  });

  test('the choice syncs to a second tab', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/blog');
    // The second tab listens for the change once React runs there.
    await waitForHydration(second);
    expect((await themeOf(second)).effective).toBe('light');
    await clickToggle(first);
    await expect.poll(async () => (await themeOf(second)).effective).toBe('dark');
    await clickToggle(first);
    await expect.poll(async () => (await themeOf(second)).choice).toBe('system');
  });
});
