import {expect, test, type Page} from '@playwright/test';
import {axeViolations, describeViolations, waitForHydration} from './support';

/** Query → the page a reader expects among the first three results. */
const expectations: Array<[query: string, path: string]> = [
  // Required by the search issue.
  ['OSI', '/docs/security/networking/osi-7-model'],
  ['virtual environment', '/docs/python/virtual-environment'],
  ['execution policy', '/blog/npm-policy-error-in-powershell'],
  ['CIDR', '/docs/security/networking/intro'],
  ['error budget', '/docs/sre/intro'],
  ['Dockerfile', '/docs/devops/docker/intro'],
  ['kubectl', '/docs/devops/kubernetes/intro'],
  // One or more per track.
  ['rebase', '/docs/devops/git/intro'],
  ['Terraform state', '/docs/devops/terraform/intro'],
  ['Get-Member', '/docs/devops/powershell/intro'],
  ['chmod', '/docs/devops/unix/intro'],
  ['DORA metrics', '/docs/devops/intro'],
  ['workflow runner', '/docs/devops/github-actions/intro'],
  ['shared responsibility', '/docs/aws/intro'],
  ['Availability Zones', '/docs/aws/global-infrastructure'],
  ['resource group', '/docs/azure/intro'],
  ['NuGet', '/docs/dotnet/intro'],
  ['SQLite', '/docs/data/intro'],
  ['hallucination', '/docs/ai/intro'],
  ['CIA triad', '/docs/security/intro'],
  ['VLAN', '/docs/security/networking/network-devices'],
  ['CGNAT', '/docs/security/networking/reset-my-public-ip'],
  ['MX record', '/docs/references/dns'],
  ['f-string', '/docs/references/python'],
  ['launch.json', '/docs/references/vscode'],
  ['traceback', '/docs/python/intro'],
  // Typos and plurals, as learners type them.
  ['kubernets', '/docs/devops/kubernetes/intro'],
  ['pyhton', '/docs/python/intro'],
  ['powershel', '/docs/devops/powershell/intro'],
  ['availabilty', '/docs/aws/global-infrastructure'],
  ['virtual enviroment', '/docs/python/virtual-environment'],
  ['Dockerfiles', '/docs/devops/docker/intro'],
  ['error budgets', '/docs/sre/intro'],
  ['availability zone', '/docs/aws/global-infrastructure'],
];

const searchBox = (page: Page) => page.locator('input.navbar__search-input');
const options = (page: Page) => page.locator('.navbar__search [role="listbox"] [role="option"]');
const hits = (page: Page) => options(page).filter({hasNot: page.locator('text=See all results')});

/** The pages the search page lists for a query, in rank order. */
async function resultPaths(page: Page, query: string): Promise<string[]> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const links = page.locator('main article h2 a, #__docusaurus_skipToContent_fallback article h2 a');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.map((href) => new URL(href).pathname);
}

async function typeInNavbarSearch(page: Page, query: string): Promise<void> {
  await searchBox(page).click();
  await searchBox(page).pressSequentially(query, {delay: 20});
}

test.describe('search results rank the right page', () => {
  for (const [query, path] of expectations) {
    test(`"${query}" finds ${path} among the first three pages`, async ({page}) => {
      const paths = await resultPaths(page, query);
      expect(paths.slice(0, 3), `top results for "${query}": ${paths.slice(0, 5).join(', ')}`).toContain(path);
    });
  }
});

test.describe('navbar search box', () => {
  test('typing lists matching sections with their page, and Enter opens the first with the words marked', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await typeInNavbarSearch(page, 'error budget');
    await expect(hits(page).first()).toBeVisible();
    expect(await hits(page).count()).toBeGreaterThan(1);
    await expect(hits(page).first()).toContainText(/error budget/i);
    await expect(hits(page).first()).toContainText('Introduction to SRE');
    await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/sre\/intro\?highlight=/);
    await expect(page.locator('article mark').first()).toBeVisible();
  });

  test('"See all results" opens the search page for the query', async ({page}) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await typeInNavbarSearch(page, 'git');
    await page.locator('.navbar__search').getByText('See all results').click();
    await expect(page).toHaveURL(/\/search\?q=git$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "git"');
  });

  test('keyboard only: Ctrl+K focuses the box, arrows move, Enter navigates, Escape closes', async ({page}) => {
    await page.goto('/blog');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('kubectl', {delay: 20});
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(options(page).first()).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('kubectl');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/devops\/kubernetes\/intro/);
  });

  test('"/" focuses the search box when the reader is not typing elsewhere', async ({page}) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
  });

  test('a query that matches no word says so before listing the closest pages', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await typeInNavbarSearch(page, 'zqxjvwk');
    await expect(page.locator('.navbar__search').getByText('No exact match for "zqxjvwk"')).toBeVisible();
  });

  test('empty and special-character queries neither throw nor inject markup', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await waitForHydration(page);
    await searchBox(page).click();
    await page.keyboard.press('Enter');
    for (const query of ['"<script>', '*', '\\', '<img src=x onerror="window.__injected=1">']) {
      await searchBox(page).fill('');
      await searchBox(page).pressSequentially(query, {delay: 10});
      await page.waitForTimeout(300);
      const injected = await page.evaluate(() => ({
        flag: (window as unknown as {__injected?: number}).__injected,
        elements: document.querySelectorAll('.navbar__search script, .navbar__search img').length,
      }));
      expect(injected).toEqual({flag: undefined, elements: 0});
    }
    expect(errors).toEqual([]);
  });

  test('axe finds no violation with the results list open', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await typeInNavbarSearch(page, 'python');
    await expect(options(page).first()).toBeVisible();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});

test.describe('search page', () => {
  test('works from a shared link with ?q=', async ({page}) => {
    await page.goto('/search?q=virtual%20environment');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "virtual environment"');
    await expect(page.getByRole('main').getByRole('searchbox', {name: 'Search'})).toHaveValue('virtual environment');
    await expect(page.locator('article h2 a').first()).toHaveAttribute('href', /virtual-environment/);
  });

  test('says when no page has the words', async ({page}) => {
    await page.goto('/search?q=zqxjvwk');
    await expect(page.getByText('No exact match for "zqxjvwk"')).toBeVisible();
  });
});
