import {beforeAll, describe, expect, it} from 'vitest';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {posts, siteTitle} from './support/spec';
import {assertBuilt, readBuildFile, readRoute} from './support/build';

const siteUrl = 'https://never-stop-learning.github.io';

beforeAll(assertBuilt);

function parseFeed(file: string) {
  const xml = readBuildFile(file);
  const valid = XMLValidator.validate(xml);
  expect(valid, `${file} is not well-formed XML: ${JSON.stringify(valid)}`).toBe(true);
  return new XMLParser({ignoreAttributes: false}).parse(xml);
}

describe('feeds', () => {
  it('RSS 2.0 lists both posts with their dates', () => {
    const feed = parseFeed('blog/rss.xml');
    expect(feed.rss['@_version']).toBe('2.0');
    const items = [feed.rss.channel.item].flat();
    for (const post of posts) {
      const item = items.find((entry) => entry.link === `${siteUrl}/blog/${post.slug}`);
      expect(item, `RSS item for ${post.slug}`).toBeDefined();
      expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(post.date);
    }
  });

  it('Atom lists both posts with their dates', () => {
    const feed = parseFeed('blog/atom.xml');
    const entries = [feed.feed.entry].flat();
    for (const post of posts) {
      const entry = entries.find((item) => item.id === `${siteUrl}/blog/${post.slug}`);
      expect(entry, `Atom entry for ${post.slug}`).toBeDefined();
      expect(String(entry.updated).slice(0, 10)).toBe(post.date);
    }
  });
});

describe('posts', () => {
  it.each(posts)('$slug shows its date, reading time and author', ({slug, date}) => {
    const $ = readRoute(`/blog/${slug}`);
    expect($('article time').attr('datetime')).toMatch(new RegExp(`^${date}`));
    expect($('article').text()).toMatch(/min read/);
    expect($('article').text()).toContain('Never Stop Learning team');
  });

  it('the blog sidebar groups posts by year', () => {
    const $ = readRoute('/blog');
    const headings = $('aside nav [role="group"] > h3')
      .map((_, heading) => $(heading).text().trim())
      .get();
    expect(headings).toContain('2025');
  });

  it('the author avatar is a local image', () => {
    const $ = readRoute('/blog/authors/team');
    const src = $('img').filter((_, img) => ($(img).attr('src') ?? '').includes('authors')).attr('src');
    expect(src).toMatch(/^\/img\/authors\//);
  });
});

describe('page titles', () => {
  it('are "Page | Never Stop Learning"', () => {
    expect(readRoute('/docs/aws/intro')('title').text()).toMatch(new RegExp(`^.+ \\| ${siteTitle}$`));
    expect(readRoute('/blog/first-post')('title').text()).toMatch(new RegExp(`^.+ \\| ${siteTitle}$`));
    expect(readRoute('/blog')('title').text()).toBe(`Blog | ${siteTitle}`);
  });

  it('omit the delimiter when the page title is the site title', () => {
    expect(readRoute('/')('title').text()).toBe(siteTitle);
  });
});
