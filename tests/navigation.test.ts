import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type {CheerioAPI} from 'cheerio';
import {categoryRoutes, docSidebars, navbarLeftLabels, sidebarIds, siteTitle} from './support/spec';
import {assertBuilt, readRoute, rootDir} from './support/build';

const repoUrl = 'https://github.com/never-stop-learning/never-stop-learning.github.io';
let $: CheerioAPI;

beforeAll(() => {
  assertBuilt();
  $ = readRoute('/');
});

const hrefs = (links: ReturnType<CheerioAPI>) =>
  links
    .map((_, link) => $(link).attr('href'))
    .get()
    .join(' ');

describe('navbar', () => {
  it('shows the NSL Docs title with the logo', () => {
    expect($('.navbar__brand .navbar__title').text()).toBe('NSL Docs');
    expect($('.navbar__brand .navbar__logo img').attr('src')).toMatch(/logo\.svg$/);
  });

  it('lists the left items in the order of the spec, each track linking to its first doc', () => {
    const left = $('.navbar__items:not(.navbar__items--right) > .navbar__item')
      .map((_, item) => ($(item).is('a') ? $(item) : $(item).children('a').first()))
      .map((_, link) => ({label: $(link).text().trim(), href: $(link).attr('href')}))
      .get();
    expect(left.map((item) => item.label)).toEqual(navbarLeftLabels);
    const track = (name: string) => `/docs/${name}/intro`;
    expect(left.map((item) => item.href).slice(0, -1)).toEqual([
      ...['fundamentals', 'ai', 'aws', 'azure', 'data', 'dotnet', 'python', 'devops'].map(track),
      ...['sre', 'security'].map(track),
      '/blog',
    ]);
  });

  it('has a References dropdown with Bookmarks, AWS Docs and Microsoft Learn', () => {
    const menu = $('.navbar__item.dropdown .dropdown__menu a');
    expect(menu.map((_, link) => $(link).text()).get()).toEqual([
      'Bookmarks',
      'AWS Docs',
      'Microsoft Learn',
    ]);
    expect(hrefs(menu)).toBe(
      '/docs/references/bookmarks https://docs.aws.amazon.com/ https://learn.microsoft.com/',
    );
  });

  it('has the search box and the GitHub link on the right', () => {
    expect(hrefs($('.navbar__items--right a'))).toBe(repoUrl);
    expect($('.navbar__items--right [class*="navbarSearchContainer"]').length).toBe(1);
  });
});

describe('footer', () => {
  it('is dark with the Docs, Community and More columns', () => {
    expect($('footer').hasClass('footer--dark')).toBe(true);
    const columns = $('.footer__col')
      .map(
        (_, column) => `${$(column).find('.footer__title').text()}: ${hrefs($(column).find('a'))}`,
      )
      .get();
    expect(columns).toEqual([
      'Docs: /docs/intro',
      `Community: ${repoUrl}/discussions https://stackoverflow.com/questions ${repoUrl}/issues`,
      `More: ${repoUrl} /blog`,
    ]);
  });

  it('carries the copyright line', () => {
    expect($('.footer__copyright').text()).toBe(
      'Made with ❤️ by the Never Stop Learning team | Copyright © 2025 | Built with Docusaurus',
    );
  });
});

it('the announcement bar points new readers to the Fundamentals track and can be closed', () => {
  const bar = $('.theme-announcement-bar');
  expect(bar.find('a').attr('href')).toBe('/docs/fundamentals/intro');
  expect(bar.find('button[aria-label="Close"]').length).toBe(1);
});

describe('docs global data', () => {
  const file = path.join(rootDir, '.docusaurus', 'globalData.json');
  const data = () => JSON.parse(fs.readFileSync(file, 'utf8'))['docusaurus-plugin-content-docs'];

  it('has one version "current", labelled "Next", at /docs, main doc fundamentals/intro', () => {
    expect(data().default).toMatchObject({
      path: '/docs',
      versions: [{name: 'current', label: 'Next', path: '/docs', mainDocId: 'fundamentals/intro'}],
    });
  });

  it('has the eleven sidebars of the spec, each with a link path and a label', () => {
    const {sidebars} = data().default.versions[0];
    expect(Object.keys(sidebars)).toEqual(sidebarIds);
    const link = {path: expect.stringMatching(/^\/docs\//), label: expect.any(String)};
    expect(Object.values(sidebars)).toEqual(sidebarIds.map(() => ({link})));
  });

  it('ties each doc to the sidebar of the spec, /docs/intro to none, each category to one', () => {
    const docs: Array<{path: string; sidebar?: string}> = data().default.versions[0].docs;
    expect(Object.fromEntries(docs.map((doc) => [doc.path, doc.sidebar ?? null]))).toEqual({
      ...Object.fromEntries(Object.entries(docSidebars).map(([id, bar]) => [`/docs/${id}`, bar])),
      ...Object.fromEntries(categoryRoutes.map((route) => [route, expect.any(String)])),
    });
  });
});

it('doc pages have an edit link into the repository', () => {
  const $doc = readRoute('/docs/python/virtual-environment');
  expect($doc('a.theme-edit-this-page').attr('href')).toBe(
    `${repoUrl}/tree/main/docs/python/virtual-environment.md`,
  );
});

describe('page titles', () => {
  it.each([
    ['/docs/aws/intro', `Introduction to AWS | ${siteTitle}`],
    ['/blog', `Blog | ${siteTitle}`],
    ['/', siteTitle],
  ])('%s is titled "%s"', (route, title) => {
    expect(readRoute(route)('title').text()).toBe(title);
  });
});
