import {beforeAll, describe, expect, it} from 'vitest';
import type {CheerioAPI} from 'cheerio';
import {navbarLeftLabels} from './support/spec';
import {assertBuilt, readRoute} from './support/build';

const repoUrl = 'https://github.com/never-stop-learning/never-stop-learning.github.io';
let $: CheerioAPI;

beforeAll(() => {
  assertBuilt();
  $ = readRoute('/');
});

describe('navbar', () => {
  it('shows the NSL Docs title with a logo', () => {
    expect($('.navbar__brand .navbar__title').text()).toBe('NSL Docs');
    expect($('.navbar__brand img.navbar__logo, .navbar__brand .navbar__logo img').attr('src')).toMatch(/logo\.svg$/);
  });

  it('lists the left items in the order of the spec', () => {
    const labels = $('.navbar__items:not(.navbar__items--right) > .navbar__item')
      .map((_, item) => ($(item).is('a') ? $(item) : $(item).children('a').first()).text().trim())
      .get();
    expect(labels).toEqual([...navbarLeftLabels]);
  });

  it('has a References dropdown with Bookmarks, AWS Docs and Microsoft Learn', () => {
    const dropdown = $('.navbar__item.dropdown');
    const items = dropdown
      .find('.dropdown__menu a')
      .map((_, link) => ({label: $(link).text().trim(), href: $(link).attr('href')}))
      .get();
    expect(items.map((item) => item.label)).toEqual(['Bookmarks', 'AWS Docs', 'Microsoft Learn']);
    expect(items[0].href).toBe('/docs/references/bookmarks');
    expect(items[1].href).toBe('https://docs.aws.amazon.com/');
    expect(items[2].href).toBe('https://learn.microsoft.com/');
  });

  it('has the search box and the GitHub link on the right', () => {
    const right = $('.navbar__items--right');
    expect(right.find('a[href]').filter((_, link) => $(link).attr('href') === repoUrl).length).toBe(1);
    expect(right.find('[class*="navbarSearchContainer"]').length).toBe(1);
  });

  it('links each track item to its first doc', () => {
    const href = (label: string) =>
      $('.navbar__items .navbar__item')
        .filter((_, item) => $(item).text().trim() === label)
        .attr('href');
    expect(href('Docs')).toBe('/docs/fundamentals/intro');
    expect(href('Security')).toBe('/docs/security/intro');
    expect(href('Blog')).toBe('/blog');
  });
});

describe('footer', () => {
  it('is dark with the Docs, Community and More columns', () => {
    expect($('footer').hasClass('footer--dark')).toBe(true);
    const columns = $('.footer__col')
      .map((_, column) => ({
        title: $(column).find('.footer__title').text().trim(),
        links: $(column)
          .find('a')
          .map((__, link) => $(link).attr('href'))
          .get(),
      }))
      .get();
    expect(columns.map((column) => column.title)).toEqual(['Docs', 'Community', 'More']);
    expect(columns[0].links).toEqual(['/docs/intro']);
    expect(columns[1].links).toEqual([
      `${repoUrl}/discussions`,
      'https://stackoverflow.com/questions',
      `${repoUrl}/issues`,
    ]);
    expect(columns[2].links).toEqual([repoUrl, '/blog']);
  });

  it('carries the copyright line', () => {
    expect($('.footer__copyright').text().trim()).toBe(
      'Made with ❤️ by the Never Stop Learning team | Copyright © 2025 | Built with Docusaurus',
    );
  });
});

describe('announcement bar', () => {
  it('points new readers to the Fundamentals track and can be closed', () => {
    const bar = $('[role="banner"]').filter((_, element) => $(element).text().includes('Fundamentals'));
    expect(bar.find('a').attr('href')).toBe('/docs/fundamentals/intro');
    expect(bar.find('button[aria-label]').length).toBe(1);
  });
});

describe('doc pages', () => {
  it('have an edit link into the repository', () => {
    const doc = readRoute('/docs/python/virtual-environment');
    expect(doc('a.theme-edit-this-page').attr('href')).toBe(
      `${repoUrl}/tree/main/docs/python/virtual-environment.md`,
    );
  });

  it('/docs/intro has no sidebar, a track page has one', () => {
    expect(readRoute('/docs/intro')('.theme-doc-sidebar-container').length).toBe(0);
    expect(readRoute('/docs/aws/intro')('.theme-doc-sidebar-container').length).toBe(1);
  });
});
