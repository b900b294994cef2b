/**
 * The error states of SPEC.md sections 2 and 8, as a browser meets them: a page's script arrives
 * late, fails, or carries a bug. The tests intercept the site's scripts with page.route and pick a
 * page's script by its code.
 */
import {load} from 'cheerio';
import {expect, test, type APIResponse, type Page, type Route} from '@playwright/test';
import {waitForHydration} from './support';

// Scripts still in flight when a test ends are dropped, not reported.
test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

type ChunkHandler = (route: Route, response: APIResponse, code: string) => Promise<void>;

/** The script whose code contains `marker` goes to `handle`; the site's other scripts load as usual. */
async function interceptChunk(page: Page, marker: string, handle: ChunkHandler): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    if (code.includes(marker)) return handle(route, response, code);
    return route.fulfill({response});
  });
}

/** Serves the script holding `original` with `replacement` in its place. */
function rewriteChunk(page: Page, original: string, replacement: string): Promise<void> {
  return interceptChunk(page, original, (route, response, code) =>
    route.fulfill({response, body: code.replace(original, replacement)}),
  );
}

/** A JavaScript expression that throws `message` until the test repairs the page. */
const bug = (message: string) =>
  `(()=>{if(!self.repaired)throw Error(${JSON.stringify(message)})})()`;
const repair = (page: Page) => page.evaluate(() => Object.assign(window, {repaired: true}));

/** The markdown page's own script renders its heading with this code. */
const markdownPageHeading = 'children:"Markdown page"';

test('a crashing page shows its error and a Try again button', async ({page}) => {
  const message = 'The markdown page threw';
  await rewriteChunk(page, markdownPageHeading, `children:(${bug(message)},"Markdown page")`);
  await page.goto('/markdown-page');
  await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Markdown page'})).toHaveCount(0);
  // The page's own error boundary caught it: the layout around it still shows.
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await repair(page);
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Markdown page'})).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(0);
});

test('a crash inside the layout shows the "Page Error" page', async ({page}) => {
  // The home page hands the layout a description that throws when the layout reads it.
  const message = 'The layout threw';
  const getter = `get description(){return ${bug(message)}},was:`;
  await rewriteChunk(page, '{description:"Never Stop', `{${getter}"Never Stop`);
  await page.goto('/');
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByRole('heading', {level: 1, name: 'This page crashed'})).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('link', {name: 'Start here'})).toHaveCount(0);

  await repair(page);
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page).toHaveTitle('Never Stop Learning');
  await expect(page.getByRole('link', {name: 'Start here'})).toBeVisible();
});

test('a page that fails to load on navigation is loaded in full', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, {beforeNavigation: true}));
  // Every script fails until the browser asks for a new document.
  let reloaded = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) reloaded = true;
  });
  await page.route('**/assets/js/*.js', (route) => (reloaded ? route.continue() : route.abort()));
  await page.getByRole('contentinfo').getByRole('link', {name: 'Tutorial'}).click();
  await expect.poll(() => reloaded, 'a new document was requested').toBe(true);
  await expect(page.getByRole('heading', {level: 1, name: 'Start here'})).toBeVisible();
  expect(await page.evaluate(() => 'beforeNavigation' in window), 'a new window').toBe(false);
});

test('a slow page script shows a spinner; a failed one, its error and Retry', async ({
  page,
  baseURL,
}) => {
  // The client renders a route before its script has loaded only when it reaches the route through
  // a path it normalises: /markdown-page.html renders /markdown-page. Our servers redirect .html
  // paths, but static hosts that serve them exist: the test plays one, and leaves out the
  // server-rendered content (React keeps it on this path), so what shows is what the client renders.
  await page.route('**/markdown-page.html', async (route) => {
    const response = await route.fetch({url: `${baseURL}/markdown-page`});
    const $ = load(await response.text());
    $('#__docusaurus').empty();
    await route.fulfill({response, body: $.html()});
  });
  // The page's script hangs until the test has seen the spinner, then fails, until it is reachable.
  let reachable = false;
  let spinnerSeen = () => {};
  const seen = new Promise<void>((resolve) => (spinnerSeen = resolve));
  await interceptChunk(page, markdownPageHeading, async (route, response) => {
    if (reachable) return route.fulfill({response});
    await seen;
    return route.abort();
  });
  await page.goto('/markdown-page.html', {waitUntil: 'domcontentloaded'});
  await expect(page.locator('svg#loader')).toBeVisible();
  spinnerSeen();
  const error = page.getByText(/ChunkLoadError: Loading chunk \S+ failed/);
  await expect(error).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Markdown page'})).toHaveCount(0);

  reachable = true;
  await page.getByRole('button', {name: 'Retry'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Markdown page'})).toBeVisible();
  await expect(error).toHaveCount(0);
});

for (const path of ['/no-such-page', '/docs/no-such-doc', '/blog/no-such-post']) {
  test(`an unknown path, ${path}, shows the not-found page`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    // The title must survive hydration: the page head changes a frame after React renders.
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(page).toHaveTitle('Page Not Found | Never Stop Learning');
  });
}
