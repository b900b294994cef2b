/**
 * No broken link in the build: pages, images, scripts, stylesheets, CSS url()s and #anchors,
 * crawled by linkinator on its own server with clean URLs. The site's production URLs (canonical,
 * og:image) are checked on that server; links to other sites are skipped (no internet here).
 */
import fs from 'node:fs';
import path from 'node:path';
import {LinkChecker, LinkState, type LinkResult} from 'linkinator';
import {beforeAll, expect, it} from 'vitest';
import {assertBuilt, buildDir, builtPages, siteUrl} from './support/build';
import {freePort} from './support/servers.mjs';

let links: LinkResult[] = [];

beforeAll(async () => {
  assertBuilt();
  const port = await freePort();
  const local = `http://localhost:${port}`;
  // Where production serves blog.html for /blog, linkinator's server prefers
  // the folder blog/ (and answers 404): ask it for the file.
  const pageAndFolder = builtPages()
    .map((page) => page.replace(/\.html$/, ''))
    .filter((route) => fs.existsSync(path.join(buildDir, route)));
  const pageOfFolder = new RegExp(`^(${local}/(?:${pageAndFolder.join('|')}))(?=[?#]|$)`);
  ({links} = await new LinkChecker().check({
    path: '**/*.html',
    serverRoot: buildDir,
    port,
    cleanUrls: true,
    recurse: true,
    checkFragments: true,
    checkCss: true,
    urlRewriteExpressions: [
      {pattern: new RegExp(`^${siteUrl}(?=/|$)`), replacement: local},
      {pattern: pageOfFolder, replacement: '$1.html'},
    ],
    linksToSkip: ['^(?!http://localhost:)'],
  }));
}, 300_000);

it('no page, image, script, stylesheet or #anchor link is broken', () => {
  const broken = links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.url} (status ${link.status}) linked from ${link.parent}`);
  expect([...new Set(broken)]).toEqual([]);
  const checked = links.filter((link) => link.state === LinkState.OK).map((link) => link.url);
  for (const asset of [/^assets\/js\/.+\.js$/, /^assets\/css\/.+\.css$/, /^img\/.+\.(svg|png)$/]) {
    expect(
      checked.some((url) => asset.test(url)),
      `${asset} was checked`,
    ).toBe(true);
  }
});

it('links to other sites are skipped, not reported broken', () => {
  const external = links.filter((link) => /^https?:/.test(link.url));
  expect(external.length).toBeGreaterThan(0);
  expect(external.filter((link) => link.state !== LinkState.SKIPPED)).toEqual([]);
});
