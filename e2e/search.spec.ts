/** Site search (Pagefind): what it ranks first, the navbar box, and the search page. */
import {expect, test, type Page} from '@playwright/test';
import {axeViolations, waitForHydration} from './support';

/** The page a reader expects among the first three results, and the queries that must find it. */
const expectations: Record<string, string[]> = {
  // Queries required by the search issue, one or more per track, and typos and plurals as learners
  // type them (Pagefind finds stems and word beginnings; misspellings are corrected).
  '/docs/security/networking/osi-7-model': ['OSI'],
  '/docs/python/virtual-environment': ['virtual environment', 'virtual enviroment'],
  '/blog/npm-policy-error-in-powershell': ['execution policy', 'execution polcy'],
  '/docs/security/networking/intro': ['CIDR'],
  '/docs/sre/intro': ['error budget', 'error budgets', 'blamless postmortem'],
  '/docs/devops/docker/intro': ['Dockerfile', 'Dockerfiles', 'dockerfle'],
  '/docs/devops/kubernetes/intro': ['kubectl', 'kubernets'],
  '/docs/devops/git/intro': ['rebase'],
  '/docs/devops/terraform/intro': ['Terraform state', 'terrafrom state'],
  '/docs/devops/powershell/intro': ['Get-Member', 'powershel', 'powershell profiel'],
  '/docs/devops/unix/intro': ['chmod', 'chmdo'],
  '/docs/devops/intro': ['DORA metrics'],
  '/docs/devops/github-actions/intro': ['workflow runner', 'github actons'],
  '/docs/aws/intro': ['shared responsibility'],
  '/docs/aws/global-infrastructure': ['Availability Zones', 'availabilty', 'availability zone'],
  '/docs/azure/intro': ['resource group'],
  '/docs/dotnet/intro': ['NuGet'],
  '/docs/data/intro': ['SQLite'],
  '/docs/ai/intro': ['hallucination'],
  '/docs/security/intro': ['CIA triad'],
  '/docs/security/networking/network-devices': ['VLAN'],
  '/docs/security/networking/reset-my-public-ip': ['CGNAT'],
  '/docs/references/dns': ['MX record'],
  '/docs/references/python': ['f-string'],
  '/docs/references/vscode': ['launch.json'],
  '/docs/python/intro': ['traceback', 'pyhton'],
};

const searchBox = (page: Page) => page.locator('input.navbar__search-input');
const options = (page: Page) => page.locator('.navbar__search [role="listbox"] [role="option"]');
const resultLinks = (page: Page) => page.locator('main article h2 a');

/** Opens `path`, waits for React, and types `query` into the navbar search box, if given. */
async function openAndType(page: Page, path: string, query = ''): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await searchBox(page).click();
  await searchBox(page).pressSequentially(query, {delay: 20});
}

for (const [path, queries] of Object.entries(expectations)) {
  for (const query of queries) {
    test(`"${query}" finds ${path} among the first three pages`, async ({page}) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(resultLinks(page).first()).toBeVisible();
      const paths = await resultLinks(page).evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
      expect(paths.slice(0, 3), `top results: ${paths.slice(0, 5).join(', ')}`).toContain(path);
    });
  }
}

test('a misspelt query is searched as the words the site uses, and the page says so', async ({
  page,
}) => {
  await page.goto('/search?q=execution%20polcy');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Showing results for "execution policy" instead of "execution polcy":',
  );
  await expect(resultLinks(page).first()).toBeVisible();
});

test('excerpts keep a space between table cells', async ({page}) => {
  const excerptOf = async (query: string, path: string) => {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(resultLinks(page).first()).toBeVisible();
    const excerpts = await page
      .locator('main article')
      .evaluateAll((articles) =>
        articles.map((article) => ({
          path: new URL(article.querySelector('a')!.href).pathname,
          text: article.querySelector('p')!.textContent,
        })),
      );
    return excerpts.find((excerpt) => excerpt.path === path)?.text;
  };
  // A header row (th) and a body row (td) of two tables.
  expect
    .soft(await excerptOf('Example protocols', '/docs/security/networking/osi-7-model'))
    .toContain('What it does PDU Example protocols');
  expect.soft(await excerptOf('postmortems', '/docs/intro')).toContain('SRE. SRE. Service levels');
});

test('a query of one or two letters is searched once the reader pauses', async ({page}) => {
  await openAndType(page, '/', 'AI');
  await expect(options(page).first()).toContainText('AI');
});

test('"See all results" opens the search page for the query', async ({page}) => {
  await openAndType(page, '/docs/intro', 'git');
  await page.locator('.navbar__search').getByText('See all results').click();
  await expect(page).toHaveURL(/\/search\?q=git$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "git"');
});

test('the search box works from the keyboard alone', async ({page}) => {
  await page.goto('/blog');
  await waitForHydration(page);
  // "/" focuses the box when the reader is not typing elsewhere.
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('');
  // Results name the matching section and its page; the first is selected, arrows move.
  await page.keyboard.insertText('error budget');
  await expect(options(page).first()).toContainText(/error budget/i);
  await expect(options(page).first()).toContainText('Introduction to SRE');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  // Escape closes the list; Ctrl+K comes back to the query; Enter opens the page, words marked.
  await page.keyboard.press('Escape');
  await expect(options(page).first()).toBeHidden();
  await expect(searchBox(page)).toHaveValue('error budget');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('error budget');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/sre\/intro\?highlight=/);
  await expect(page.locator('article mark').first()).toBeVisible();
});

test('a second Escape clears the box', async ({page}) => {
  await openAndType(page, '/', 'git');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('git');
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');
});

test('empty and special-character queries neither throw nor inject markup', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openAndType(page, '/');
  await page.keyboard.press('Enter');
  for (const query of ['"<script>', '*', '\\', '<img src=x onerror="window.injected=1">']) {
    await searchBox(page).fill('');
    await searchBox(page).pressSequentially(query, {delay: 10});
    await page.waitForTimeout(300);
    await expect(page.locator('.navbar__search').locator('script, img')).toHaveCount(0);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  }
  expect(errors).toEqual([]);
});

test('axe finds no violation with the results list open', async ({page}) => {
  await openAndType(page, '/', 'python');
  await expect(options(page).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a query that matches no word says so, in the box and on the search page', async ({page}) => {
  const noMatch = 'No exact match for "zqxjvwk"';
  await openAndType(page, '/', 'zqxjvwk');
  await expect(page.locator('.navbar__search').getByText(noMatch)).toBeVisible();
  await page.goto('/search?q=zqxjvwk');
  await expect(page.getByRole('main').getByText(noMatch)).toBeVisible();
});

test('the search page works from a shared link with ?q=', async ({page}) => {
  await page.goto('/search?q=virtual%20environment');
  const heading = page.getByRole('heading', {level: 1});
  await expect(heading).toHaveText('Search results for "virtual environment"');
  const box = page.getByRole('main').getByRole('searchbox', {name: 'Search'});
  await expect(box).toHaveValue('virtual environment');
  await expect(resultLinks(page).first()).toHaveAttribute('href', /virtual-environment/);
});
