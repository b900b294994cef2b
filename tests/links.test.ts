/**
 * No broken link in the build: pages, images, scripts, stylesheets, CSS
 * url()s and #anchors, checked by linkinator on its own static server with
 * clean URLs (/docs/intro is docs/intro.html, as in production). Links to
 * the site's production URL (canonical, og:image, ...) are checked on the
 * local server; links to other sites are skipped (no internet here).
 */
import {once} from 'node:events';
import fs from 'node:fs';
import net, {type AddressInfo} from 'node:net';
import path from 'node:path';
import {LinkChecker, LinkState, type LinkResult} from 'linkinator';
import {beforeAll, expect, it} from 'vitest';
import {assertBuilt, buildDir, builtPages, siteUrl} from './support/build';

let links: LinkResult[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0);
  await once(server, 'listening');
  const {port} = server.address() as AddressInfo;
  server.close();
  return port;
}

beforeAll(async () => {
  assertBuilt();
  const port = await freePort();
  const local = `http://localhost:${port}`;
  // linkinator's server answers /blog with the folder blog/ (a redirect to
  // /blog/, then 404) where production serves blog.html: ask for the file.
  const pageAndFolder = builtPages()
    .map((page) => page.replace(/\.html$/, ''))
    .filter((route) => fs.existsSync(path.join(buildDir, route)));
  const result = await new LinkChecker().check({
    path: '**/*.html',
    serverRoot: buildDir,
    port,
    cleanUrls: true,
    recurse: true,
    checkFragments: true,
    checkCss: true,
    urlRewriteExpressions: [
      {pattern: new RegExp(`^${siteUrl}(?=/|$)`), replacement: local},
      {
        pattern: new RegExp(`^(${local}/(?:${pageAndFolder.join('|')}))(?=[?#]|$)`),
        replacement: '$1.html',
      },
    ],
    linksToSkip: ['^(?!http://localhost:)'],
  });
  links = result.links;
}, 300_000);

it('no page, image, script, stylesheet or #anchor link is broken', () => {
  const broken = links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.url} (status ${link.status}) linked from ${link.parent}`);
  expect([...new Set(broken)].sort()).toEqual([]);
  const checked = links.filter((link) => link.state === LinkState.OK).map((link) => link.url);
  expect(
    checked.filter((url) => /^assets\/js\/.+\.js$/.test(url)).length,
    'scripts',
  ).toBeGreaterThan(0);
  expect(
    checked.filter((url) => /^assets\/css\/.+\.css$/.test(url)).length,
    'styles',
  ).toBeGreaterThan(0);
  expect(
    checked.filter((url) => /^img\/.+\.(svg|png)$/.test(url)).length,
    'images',
  ).toBeGreaterThan(0);
});

it('links to other sites are skipped, not reported broken', () => {
  const external = links.filter((link) => /^https?:/.test(link.url));
  expect(external.length).toBeGreaterThan(0);
  expect(external.filter((link) => link.state !== LinkState.SKIPPED)).toEqual([]);
});
