import fs from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
import {allRoutes, categoryRoutes, siteTitle} from './support/spec';
import {assertBuilt, htmlFileFor, readBuildFile, readRoute} from './support/build';

const notFoundTitle = `Page Not Found | ${siteTitle}`;

beforeAll(assertBuilt);

describe('every route of the spec has a built page', () => {
  it.each(allRoutes)('%s is built and is not the not-found page', (route) => {
    expect(fs.existsSync(htmlFileFor(route)), `no HTML file for ${route}`).toBe(true);
    const $ = readRoute(route);
    expect($('title').text()).not.toBe(notFoundTitle);
    expect($('main, article').length).toBeGreaterThan(0);
  });
});

describe('category index pages', () => {
  it.each(categoryRoutes)('%s describes its category in a paragraph', (route) => {
    const $ = readRoute(route);
    const description = $('header p').first().text().trim();
    expect(description.split(/\s+/).length).toBeGreaterThanOrEqual(25);
    expect($('article').length).toBeGreaterThan(0);
  });
});

describe('paths without a page', () => {
  it('the build has a not-found page', () => {
    const $ = readRoute('/404');
    expect($('title').text()).toBe(notFoundTitle);
  });

  it('/docs sends readers to /docs/intro', () => {
    const html = readBuildFile('docs/index.html');
    expect(html).toMatch(/http-equiv="refresh" content="0; url=\/docs\/intro"/);
  });
});
