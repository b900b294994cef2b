/**
 * The production server (`npm run serve:prod`: nginx with deploy/nginx/), started as a reader
 * would start it, on a free loopback port: URLs, status codes, headers, caching, compression,
 * and the site in Chromium under the production Content-Security-Policy.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildDir, readRoute, sitemapPaths} from './support/build';
import {chromiumLaunchOptions} from './support/chromium.cjs';
import {serveProd} from './support/servers.mjs';

let origin = '';
let server: {url: string; stop: () => Promise<unknown>};

beforeAll(async () => {
  server = await serveProd(buildDir);
  origin = server.url;
});
afterAll(() => server?.stop());

const get = (route: string, init: RequestInit = {}) =>
  fetch(`${origin}${route}`, {redirect: 'manual', ...init});

const home = readRoute('/');
const stylesheet = home('link[rel=stylesheet]').attr('href');
const script = home('script[src]').attr('src');
const searchChunk = `/pagefind/index/${fs.readdirSync(path.join(buildDir, 'pagefind/index'))[0]}`;

it('answers 200 for every page of the sitemap', async () => {
  const answers = await Promise.all(
    sitemapPaths().map(async (route) => `${(await get(route)).status} ${route}`),
  );
  expect(answers.length).toBeGreaterThan(40);
  expect(answers.filter((answer) => !answer.startsWith('200 '))).toEqual([]);
});

it.each([
  ['/docs/intro.html', '/docs/intro'],
  ['/docs/intro.html?ref=feed', '/docs/intro?ref=feed'],
  ['/blog/index.html', '/blog'],
  ['/index.html', '/'],
])('redirects %s to the clean URL %s with a 301', async (from, to) => {
  const response = await get(from);
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe(to);
});

it.each([
  ['an unknown path', '/no/such/page'],
  ['/404 itself', '/404'],
  ['a folder (no listing)', '/assets/'],
  ['a protocol-relative .html path (no open redirect)', '//evil.example/page.html'],
])("answers %s (%s) with 404 and the site's not-found page", async (_, route) => {
  const response = await get(route);
  expect(response.status).toBe(404);
  expect(response.headers.get('location')).toBeNull();
  expect(await response.text()).toMatch(/<title[^>]*>Page Not Found/);
});

it.each([
  ['HEAD', '/docs/intro', 200, null],
  ['POST', '/docs/intro', 405, 'GET, HEAD'],
  ['PUT', '/no/such/page', 405, 'GET, HEAD'],
  ['DELETE', '/docs/intro.html', 405, 'GET, HEAD'],
])('answers %s %s with %i (Allow: %s)', async (method, route, status, allow) => {
  const response = await get(route, {method});
  expect(response.status).toBe(status);
  expect(response.headers.get('allow')).toBe(allow);
});

it.each([
  ['a page', '/docs/intro', 'GET'],
  ['a 404', '/no/such/page', 'GET'],
  ['a redirect', '/docs/intro.html', 'GET'],
  ['a 405', '/docs/intro', 'POST'],
])('sends the security headers with %s', async (_, route, method) => {
  const response = await get(route!, {method});
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  expect(headers).toMatchObject({
    'content-security-policy': expect.stringContaining("default-src 'self'"),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': expect.stringContaining('camera=(), display-capture=()'),
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    server: 'nginx',
  });
  // HSTS belongs where TLS terminates: commented out in the template, so absent here.
  expect(response.headers.has('strict-transport-security')).toBe(false);
});

it.each([stylesheet, script])(
  'sends a bundle (%s) with nosniff, not the page headers',
  async (route) => {
    const {headers} = await get(route!);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options'])
      expect(headers.has(name), name).toBe(false);
  },
);

it("allows the build's inline scripts by hash, and no other inline script, in the CSP", async () => {
  const csp = (await get('/')).headers.get('content-security-policy') ?? '';
  const directives = Object.fromEntries(
    csp.split('; ').map((directive) => [directive.split(' ')[0], directive]),
  );
  const inlineHashes = home('script:not([src]):not([type])')
    .map((_, el) => crypto.createHash('sha256').update(home(el).text()).digest('base64'))
    .get();
  expect(inlineHashes.length).toBeGreaterThan(0);
  for (const hash of inlineHashes) expect(directives['script-src']).toContain(`'sha256-${hash}'`);
  expect(directives['script-src']).toMatch(/^script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'|'unsafe-eval'/);
  expect(directives).toMatchObject({
    'object-src': "object-src 'none'",
    'base-uri': "base-uri 'self'",
    'frame-ancestors': "frame-ancestors 'none'",
  });
});

it.each([
  ['the RSS feed', '/blog/rss.xml', 'application/rss+xml; charset=utf-8'],
  ['the Atom feed', '/blog/atom.xml', 'application/atom+xml; charset=utf-8'],
  ['the sitemap', '/sitemap.xml', 'text/xml; charset=utf-8'],
])('serves %s (%s) as %s', async (_, route, contentType) => {
  const response = await get(route!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(contentType);
});

const immutable = 'public, max-age=31536000, immutable';
it.each([
  ['a hashed stylesheet', stylesheet, immutable],
  ['a hashed script', script, immutable],
  ['a Pagefind index chunk', searchChunk, immutable],
  ['a page', '/docs/intro', 'no-cache'],
  ['the RSS feed', '/blog/rss.xml', 'no-cache'],
  ['the sitemap', '/sitemap.xml', 'no-cache'],
  ['llms.txt', '/llms.txt', 'no-cache'],
  ['the Pagefind runtime', '/pagefind/pagefind.js', 'no-cache'],
  ['an image outside /assets/', '/img/logo.svg', 'public, max-age=86400'],
  ['a missing asset', '/assets/js/missing.js', 'no-cache'],
])('caches %s (%s) with %s', async (_, route, cacheControl) => {
  expect((await get(route!)).headers.get('cache-control')).toBe(cacheControl);
});

it.each([
  ['a page', '/docs/intro'],
  ['a stylesheet', stylesheet],
  ['a script', script],
])('compresses %s (%s) with gzip only for a client that accepts it', async (_, route) => {
  const gzip = await get(route!, {headers: {'accept-encoding': 'gzip'}});
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
  const plain = await get(route!, {headers: {'accept-encoding': 'identity'}});
  expect(plain.headers.get('content-encoding')).toBeNull();
});

describe('in Chromium, under the production CSP', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions);
  });
  afterAll(() => browser?.close());

  /** A hydrated page and its console errors (where Chromium reports CSP violations). */
  async function open(route: string) {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}${route}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    return {page, errors};
  }

  it.each(['/', '/docs/devops/git/intro', '/blog/first-post'])(
    'loads %s with no CSP violation and no console error',
    async (route) => {
      const {page, errors} = await open(route);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('navigates client-side (home, blog, a post, back) with no CSP violation', async () => {
    const {page, errors} = await open('/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog'}).click();
    await page.waitForURL(/\/blog$/);
    await page.locator('article h2 a').first().click();
    await page.waitForURL(/\/blog\/.+/);
    await page.goBack();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('finds pages with Pagefind search (WebAssembly, index chunks) under the CSP', async () => {
    const {page, errors} = await open('/docs/intro');
    await page.getByRole('combobox', {name: 'Search'}).fill('git');
    await expect.poll(() => page.getByRole('option').count(), {timeout: 15_000}).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('blocks an injected inline script', async () => {
    const {page, errors} = await open('/');
    const ran = await page.evaluate(() => {
      const injected = document.createElement('script');
      injected.textContent = 'document.body.dataset.injected = "ran"';
      document.head.append(injected);
      return document.body.dataset.injected === 'ran';
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => errors.join('\n'))
      .toMatch(/violates .*Content Security Policy.*script-src/);
    await page.close();
  });
});
