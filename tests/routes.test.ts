import {beforeAll, describe, expect, it} from 'vitest';
import {allRoutes, categoryRoutes, siteTitle} from './support/spec';
import {assertBuilt, builtPages, readRoute, sitemapPaths} from './support/build';

const notFoundTitle = `Page Not Found | ${siteTitle}`;

beforeAll(assertBuilt);

describe('routes of the spec', () => {
  it.each(allRoutes)('%s is built and is not the not-found page', (route) => {
    const $ = readRoute(route);
    expect($('title').text()).not.toBe(notFoundTitle);
    expect($('main').length).toBe(1);
  });

  it.each(categoryRoutes)('%s describes its category in a paragraph', (route) => {
    const description = readRoute(route)('header p').first().text().trim();
    expect(description.split(/\s+/).length).toBeGreaterThanOrEqual(25);
  });

  it('any other path gets the not-found page', () => {
    expect(readRoute('/404')('title').text()).toBe(notFoundTitle);
  });

  it('/docs sends readers to /docs/intro', () => {
    expect(readRoute('/docs')('meta[http-equiv="refresh"]').attr('content')).toBe(
      '0; url=/docs/intro',
    );
  });
});

describe('sitemap', () => {
  it('lists every built page once, except the not-found, search and /docs redirect pages', () => {
    const unlisted = ['404.html', 'search.html', 'docs/index.html'];
    const pages = builtPages()
      .filter((page) => !unlisted.includes(page))
      .map((page) => `/${page}`.replace(/(\/index)?\.html$/, '') || '/');
    expect(sitemapPaths().sort()).toEqual(pages.sort());
    expect(pages).toEqual(expect.arrayContaining(allRoutes));
  });
});
