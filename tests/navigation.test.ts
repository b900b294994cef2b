import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, expect, it} from 'vitest';
import {categoryRoutes, docSidebars, navbarLeftLabels, sidebarIds, siteTitle} from './support/spec';
import {assertBuilt, values, readRoute, rootDir} from './support/build';

const repoUrl = 'https://github.com/never-stop-learning/never-stop-learning.github.io';

beforeAll(assertBuilt);

it('the navbar shows the NSL Docs title with the logo', () => {
  expect(values('/', '.navbar__brand .navbar__title')).toEqual(['NSL Docs']);
  expect(values('/', '.navbar__brand .navbar__logo img', 'src')).toContain('/img/logo.svg');
});

it('the navbar lists the left items in the order of the spec, each track to its first doc', () => {
  const left = '.navbar__items:not(.navbar__items--right) > .navbar__item';
  expect(values('/', `${left}:is(a), ${left} > a.navbar__link`)).toEqual(navbarLeftLabels);
  const tracks = 'fundamentals ai aws azure data dotnet python devops sre security'.split(' ');
  expect(values('/', `${left}:is(a)`, 'href')).toEqual([
    ...tracks.map((track) => `/docs/${track}/intro`),
    '/blog',
  ]);
});

it('the navbar has a References dropdown with Bookmarks, AWS Docs and Microsoft Learn', () => {
  const menu = '.navbar__item.dropdown .dropdown__menu a';
  expect(values('/', menu)).toEqual(['Bookmarks', 'AWS Docs', 'Microsoft Learn']);
  expect(values('/', menu, 'href')).toEqual([
    '/docs/references/bookmarks',
    'https://docs.aws.amazon.com/',
    'https://learn.microsoft.com/',
  ]);
});

it('the navbar has the search box and the GitHub link on the right', () => {
  expect(values('/', '.navbar__items--right a', 'href')).toEqual([repoUrl]);
  expect(values('/', '.navbar__items--right [class*="navbarSearchContainer"]')).toHaveLength(1);
});

it('the footer is dark, with the Docs, Community and More columns and the copyright line', () => {
  const $ = readRoute('/');
  expect($('footer').hasClass('footer--dark')).toBe(true);
  const columns = $('.footer__col').map((_, column) => {
    const links = $(column)
      .find('a')
      .map((__, a) => $(a).attr('href'));
    return `${$(column).find('.footer__title').text()}: ${links.get().join(' ')}`;
  });
  expect(columns.get()).toEqual([
    'Docs: /docs/intro',
    `Community: ${repoUrl}/discussions https://stackoverflow.com/questions ${repoUrl}/issues`,
    `More: ${repoUrl} /blog`,
  ]);
  expect($('.footer__copyright').text()).toBe(
    'Made with ❤️ by the Never Stop Learning team | Copyright © 2025 | Built with Docusaurus',
  );
});

it('the announcement bar points new readers to the Fundamentals track and can be closed', () => {
  expect(values('/', '.theme-announcement-bar a', 'href')).toEqual(['/docs/fundamentals/intro']);
  expect(values('/', '.theme-announcement-bar button[aria-label="Close"]')).toHaveLength(1);
});

it('docs global data: one version, the sidebars of the spec, each doc tied to its sidebar', () => {
  const file = path.join(rootDir, '.docusaurus', 'globalData.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8'))['docusaurus-plugin-content-docs'].default;
  expect(data).toMatchObject({
    path: '/docs',
    versions: [{name: 'current', label: 'Next', path: '/docs', mainDocId: 'fundamentals/intro'}],
  });
  const {sidebars, docs} = data.versions[0];
  const link = {path: expect.stringMatching(/^\/docs\//), label: expect.any(String)};
  expect(sidebars).toEqual(Object.fromEntries(sidebarIds.map((id) => [id, {link}])));
  const sidebarOf = docs.map((doc: {path: string; sidebar?: string}) => [
    doc.path,
    doc.sidebar ?? null,
  ]);
  expect(Object.fromEntries(sidebarOf)).toEqual({
    ...Object.fromEntries(Object.entries(docSidebars).map(([id, bar]) => [`/docs/${id}`, bar])),
    ...Object.fromEntries(categoryRoutes.map((route) => [route, expect.any(String)])),
  });
});

it("doc pages have an edit link that opens the page in GitHub's editor", () => {
  expect(values('/docs/python/virtual-environment', 'a.theme-edit-this-page', 'href')).toEqual([
    `${repoUrl}/edit/main/docs/python/virtual-environment.md`,
  ]);
});

it.each([
  ['/docs/aws/intro', `Introduction to AWS | ${siteTitle}`],
  ['/blog', `Blog | ${siteTitle}`],
  ['/', siteTitle],
])('the page title of %s is "%s"', (route, title) => {
  expect(readRoute(route)('title').text()).toBe(title);
});
