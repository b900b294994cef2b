/**
 * The site in a real browser through the production nginx server, with its
 * Content-Security-Policy enforced: pages load and hydrate with no CSP
 * violation and no console error; colour mode, the announcement bar and
 * Mermaid diagrams still work.
 *
 * Playwright's own runner has a single webServer (docusaurus serve), so this
 * is a Vitest file that starts nginx and the system Chromium itself.
 * BUILD_DIR picks another build folder; CHROME_PATH another browser;
 * MERMAID_ROUTE another page with a diagram.
 */
import path from 'node:path';
import {chromium, type Browser, type BrowserContext, type Page} from '@playwright/test';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {chromiumLaunchOptions} from '../scripts/chromium.mjs';
import {startNginx, type NginxServer} from '../scripts/serve-prod.mjs';
import {buildDir as projectBuildDir} from './support/build';

const buildDir = path.resolve(process.env.BUILD_DIR ?? projectBuildDir);
const mermaidRoute = process.env.MERMAID_ROUTE ?? '/docs/devops/git/intro';

let server: NginxServer;
let browser: Browser;
let context: BrowserContext | undefined;

type Session = {page: Page; problems: string[]; violations: string[]};

/**
 * A fresh browser context (empty storage) and page that records CSP
 * violations (securitypolicyviolation events and console reports), console
 * errors and uncaught exceptions.
 */
async function openSession(): Promise<Session> {
  context = await browser.newContext({colorScheme: 'light'});
  const problems: string[] = [];
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, detail: string) => {
    violations.push(detail);
  });
  // Runs before any page script; init scripts are not subject to the page's CSP.
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as {__reportCspViolation: (d: string) => void}).__reportCspViolation;
        report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
      },
      true,
    );
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) violations.push(`console: ${text}`);
    else if (message.type() === 'error') problems.push(`console error: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return {page, problems, violations};
}

/** Open a route and wait until React has hydrated the page. */
async function visit(page: Page, route: string) {
  const response = await page.goto(`${server.url}${route}`, {waitUntil: 'load'});
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toBe(server.csp);
  await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 15_000});
  return response;
}

/** Let late work (lazy chunks, the search worker, Mermaid) finish and report. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
}

beforeAll(async () => {
  server = await startNginx({buildDir, port: 0, workerProcesses: 1});
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('pages under the production CSP', () => {
  it.each(['/', '/docs/devops/git/intro', '/blog/first-post'])(
    '%s loads and hydrates with no CSP violation and no console error',
    async (route) => {
      const {page, problems, violations} = await openSession();
      await visit(page, route);
      await settle(page);
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  it('client-side navigation (home → blog → a post → a doc) raises no violation', async () => {
    const {page, problems, violations} = await openSession();
    await visit(page, '/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).click();
    await page.waitForURL(/\/blog$/);
    await page.locator('article h2 a').first().click();
    await page.waitForURL(/\/blog\/.+/);
    await page.goBack();
    await page.goto(`${server.url}/docs/intro`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await settle(page);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  it(`the diagram on ${mermaidRoute} (a pre-rendered SVG image) loads with no violation`, async () => {
    const {page, problems, violations} = await openSession();
    await visit(page, mermaidRoute);
    const diagram = page.locator('figure.diagram img.diagram-light').first();
    await diagram.scrollIntoViewIfNeeded();
    await diagram.waitFor({state: 'visible', timeout: 20_000});
    await expect.poll(() => diagram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await settle(page);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('search loads Pagefind (WebAssembly, index chunks) under the policy and finds a page', async () => {
    const {page, problems, violations} = await openSession();
    await visit(page, '/docs/intro');
    const search = page.getByRole('combobox', {name: 'Search'});
    await search.fill('git');
    await expect
      .poll(async () => page.locator('[role="listbox"] [role="option"]').count(), {timeout: 15_000})
      .toBeGreaterThan(0);
    await settle(page);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the policy is enforced: an injected inline script does not run', async () => {
    const {page, violations} = await openSession();
    await visit(page, '/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return (window as unknown as {__injected?: boolean}).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.join('\n')).toMatch(/script-src/);
  });
});

describe('interactive features under the production CSP', () => {
  it('the colour-mode toggle switches the page to dark', async () => {
    const {page, problems, violations} = await openSession();
    await visit(page, '/');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.reload();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the announcement bar closes and stays closed after a reload', async () => {
    const {page, problems, violations} = await openSession();
    await visit(page, '/');
    const bar = page.getByRole('banner').filter({hasText: 'Fundamentals track'});
    await bar.waitFor({state: 'visible'});
    await bar.getByRole('button', {name: 'Close'}).click();
    await bar.waitFor({state: 'hidden'});
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    expect(await bar.count()).toBe(0);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});
