// Colour mode (SPEC.md section 4) as a reader meets it, on an operating system that prefers dark.
import {expect, test, type Page} from '@playwright/test';
import {colourToggle, waitForHydration} from './support';

/** The page shows `effective` colours and the toggle announces the reader's `choice`. */
async function expectMode(page: Page, effective: string, choice: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', effective);
  const label = `Switch between dark and light mode (currently ${choice} mode)`;
  await expect(colourToggle(page)).toHaveAccessibleName(label);
}

test.use({colorScheme: 'dark'});

test('a first visit is light even when the operating system prefers dark', async ({page}) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expectMode(page, 'light', 'light');
});

test('the toggle cycles light → dark → system → light', async ({page}) => {
  await page.goto('/');
  await expectMode(page, 'light', 'light');
  await colourToggle(page).click();
  await expectMode(page, 'dark', 'dark');
  await colourToggle(page).click();
  await expectMode(page, 'dark', 'system');
  await colourToggle(page).click();
  await expectMode(page, 'light', 'light');
});

test('system mode follows the operating system and its changes', async ({page}) => {
  await page.goto('/');
  await colourToggle(page).click();
  await colourToggle(page).click();
  await expectMode(page, 'dark', 'system');
  await page.emulateMedia({colorScheme: 'light'});
  await expectMode(page, 'light', 'system');
  await page.emulateMedia({colorScheme: 'dark'});
  await expectMode(page, 'dark', 'system');
});

test('the choice persists across reloads, system included', async ({page}) => {
  await page.goto('/');
  await colourToggle(page).click();
  await page.reload();
  await expectMode(page, 'dark', 'dark');
  await colourToggle(page).click();
  await page.reload();
  await expectMode(page, 'dark', 'system');
});

test('the choice syncs to a second tab', async ({context}) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto('/');
  await second.goto('/blog');
  await waitForHydration(second);
  await colourToggle(first).click();
  await expectMode(second, 'dark', 'dark');
  await colourToggle(first).click();
  await expectMode(second, 'dark', 'system');
});
