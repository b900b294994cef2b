/**
 * What an author previews with `npm start` is what the build ships. The dev server renders every
 * page in the browser, with no server HTML, so these compare a code-heavy page under it with the
 * same page of the production build (build/): the code of every block, highlighted, each with its
 * copy button, the tabs, the diagrams and the checked-against line, whether the page is opened
 * directly or reached by a link. And an edit to a doc shows up without a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {readRoute, rootDir} from '../tests/support/build';

const codeHeavyPage = '/docs/devops/terraform/intro';
// Its category's page, which links to it.
const categoryPage = '/docs/category/terraform';

/** What the production build shows in a page's article. */
function builtArticle(route: string) {
  const $ = readRoute(route);
  const texts = (selector: string) =>
    $(`article ${selector}`)
      .map((_, element) => $(element).text())
      .get();
  return {
    code: texts('pre code'),
    tabs: texts('[role="tab"]'),
    diagrams: $('article figure.diagram img').length,
    checkedAgainst: texts('.checked-against'),
  };
}

async function expectArticleAsBuilt(page: Page, route: string) {
  const built = builtArticle(route);
  const article = page.locator('article');
  expect(built.code.length).toBeGreaterThan(10);
  await expect(article.locator('pre code')).toHaveText(built.code);
  await expect(article.locator('[role="tab"]')).toHaveText(built.tabs);
  await expect(article.locator('figure.diagram img')).toHaveCount(built.diagrams);
  await expect(article.locator('.checked-against')).toHaveText(built.checkedAgainst);
  // Highlighted by Prism, each block with the theme's copy button (those in hidden tabs too).
  await expect(article.locator('pre .token.keyword').first()).toBeAttached();
  await expect(article.locator('.theme-code-block button[title="Copy"]')).toHaveCount(
    built.code.length,
  );
}

test('a code-heavy page opened directly shows what the build ships', async ({page}) => {
  await page.goto(codeHeavyPage);
  await expectArticleAsBuilt(page, codeHeavyPage);
});

test('a code-heavy page reached by a link shows what the build ships', async ({page}) => {
  await page.goto(categoryPage);
  await page.locator(`article a[href="${codeHeavyPage}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${codeHeavyPage}$`));
  await expectArticleAsBuilt(page, codeHeavyPage);
});

test('a copy button copies its block under the dev server', async ({page, context}) => {
  await page.goto(codeHeavyPage);
  const block = page.locator('article .theme-code-block').first();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const code = lines(await block.locator('pre').innerText());
  expect(code.length).toBeGreaterThan(0);
  await expect
    .poll(async () => lines(await page.evaluate(() => navigator.clipboard.readText())))
    .toEqual(code);
});

test('an edit to a doc appears without restarting the dev server', async ({page}) => {
  const doc = path.join(rootDir, 'docs/intro.md');
  const original = fs.readFileSync(doc, 'utf8');
  const marker = `Edited while the dev server runs (${Date.now()}).`;
  await page.goto('/docs/intro');
  await expect(page.locator('article h1')).toBeVisible();
  try {
    fs.writeFileSync(doc, `${original.trimEnd()}\n\n${marker}\n`);
    await expect(page.locator('article')).toContainText(marker, {timeout: 60_000});
  } finally {
    fs.writeFileSync(doc, original);
  }
});
