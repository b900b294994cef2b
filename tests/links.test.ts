/**
 * No broken link in the served build: pages, images, scripts, stylesheets,
 * CSS url()s and #anchors, checked with linkinator over `docusaurus serve`
 * (the same clean-URL serving as production). Links to other sites are
 * skipped (the test machine has no internet) and the test asserts that they
 * were skipped rather than reported broken. Absolute links to the site's own
 * production URL (canonical, og:url, og:image, ...) are checked against the
 * local server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {LinkChecker, LinkState, type CheckOptions, type LinkResult} from 'linkinator';
import {serveBuild} from '../scripts/serve-build.mjs';
import {assertBuilt, buildDir} from './support/build';

const host = '127.0.0.1';
const productionOrigin = 'https://never-stop-learning.github.io';

/** Routes of every built page: index.html → /, docs/intro.html → /docs/intro, docs/index.html → /docs. */
function builtRoutes(): string[] {
  if (!fs.existsSync(buildDir)) return [];
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/')
    .sort();
}

/** The options this test checks with; the self-test below uses them too. */
function checkOptions(origin: string, seeds: string[]): CheckOptions {
  return {
    path: seeds,
    recurse: true,
    // Extensionless URLs are pages (/docs/intro is docs/intro.html), so
    // relative links and #anchors resolve against the page, not a folder.
    cleanUrls: true,
    checkFragments: true,
    checkCss: true,
    concurrency: 16,
    timeout: 20_000,
    // The site's own production URLs are checked on the local build.
    urlRewriteExpressions: [
      {pattern: new RegExp(`^${productionOrigin.replace(/[.]/g, '\\.')}(?=/|$)`), replacement: origin},
    ],
    // No internet here: everything not on the local server is skipped.
    linksToSkip: async (link: string) => !link.startsWith(`${origin}/`) && link !== origin,
  };
}

/**
 * Built files that contain a link to `#fragment` on `pathname`. linkinator
 * does not name the linking page for a missing #anchor on a page that it
 * loaded as a start page, so the build is searched instead.
 */
function filesLinkingTo(pathname: string, fragment: string): string[] {
  const relative = `#${fragment}`;
  const absolute = `${pathname}#${fragment}`;
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .filter((file) => {
      const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
      const ownPath = `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/';
      return html.includes(absolute) || (ownPath === pathname && html.includes(relative));
    })
    .map((file) => `build/${file.split(path.sep).join('/')}`);
}

function describeBroken(link: LinkResult, origin: string): string {
  const local = (url: string | undefined) => (url ?? '?').replace(origin, '');
  const details = (link.failureDetails ?? [])
    .map((detail) => (detail instanceof Error ? detail.message : `HTTP ${detail.status}`))
    .join('; ');
  let from = local(link.parent);
  if (!link.parent && link.url.includes('#')) {
    const url = new URL(link.url);
    from = filesLinkingTo(url.pathname, decodeURIComponent(url.hash.slice(1))).join(', ') || '?';
  }
  return `${local(link.url)} (status ${link.status ?? 0}) linked from ${from}${details ? `: ${details}` : ''}`;
}

const routes = builtRoutes();

let server: Awaited<ReturnType<typeof serveBuild>> | undefined;
let origin = '';
let results: LinkResult[] = [];

beforeAll(async () => {
  assertBuilt();
  server = await serveBuild({buildDir, host});
  origin = server.url;

  const checker = new LinkChecker();
  const seeds = routes.map((route) => `${origin}${route}`);
  const crawl = await checker.check(checkOptions(origin, seeds));
  results = crawl.links;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('links in the served build', () => {
  it('the crawl loaded every built page', () => {
    expect(routes.length).toBeGreaterThan(0);
    const loaded = new Set(results.filter((link) => link.state === LinkState.OK).map((link) => new URL(link.url).pathname));
    const missed = routes.filter((route) => !loaded.has(route));
    expect(missed, 'pages the link checker did not load').toEqual([]);
  });

  it('no page, image, script, stylesheet or #anchor link is broken', () => {
    const broken = results.filter((link) => link.state === LinkState.BROKEN);
    const lines = [...new Set(broken.map((link) => describeBroken(link, origin)))].sort();
    expect(lines, `\n${lines.join('\n')}\n`).toEqual([]);
    // The crawl found the assets too, not only pages.
    const checked = results.filter((link) => link.state === LinkState.OK).map((link) => new URL(link.url).pathname);
    expect(checked.some((p) => /\/assets\/js\/.+\.js$/.test(p)), 'no script was checked').toBe(true);
    expect(checked.some((p) => /\/assets\/css\/.+\.css$/.test(p)), 'no stylesheet was checked').toBe(true);
    expect(checked.some((p) => /\/img\/.+\.(svg|png)$/.test(p)), 'no image was checked').toBe(true);
  });

  it('links to other sites are skipped, not reported broken', () => {
    const external = results.filter((link) => !link.url.startsWith(`${origin}/`) && link.url !== origin);
    expect(external.length, 'the site links to other sites, so some links must be external').toBeGreaterThan(0);
    const notSkipped = external.filter((link) => link.state !== LinkState.SKIPPED).map((link) => `${link.url} (${link.state})`);
    expect(notSkipped).toEqual([]);
  });
});

describe('the link checker configuration', () => {
  it('reports a missing #anchor and a missing page on a tiny site', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-selftest-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'index.html'),
        '<!doctype html><title>a</title><h2 id="here">Here</h2><a href="/page#there">x</a><a href="#here">y</a><a href="/missing">z</a>',
      );
      fs.writeFileSync(path.join(dir, 'page.html'), '<!doctype html><title>b</title><h2 id="elsewhere">B</h2>');
      const checker = new LinkChecker();
      // linkinator's own server here; the options are the ones used above.
      const crawl = await checker.check({...checkOptions('http://unused.invalid', []), linksToSkip: [], path: dir});
      // linkinator reports these as paths inside `dir`.
      const broken = crawl.links
        .filter((link) => link.state === LinkState.BROKEN)
        .map((link) => link.url.replace(dir, '').replace(/\\/g, '/'));
      expect([...new Set(broken)].sort()).toEqual(['/missing', '/page#there']);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
