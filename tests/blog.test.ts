import {beforeAll, expect, it} from 'vitest';
import {blogTags, posts} from './support/spec';
import {assertBuilt, values, parseXml, readRoute, siteUrl} from './support/build';

beforeAll(assertBuilt);

const newestFirst = [...posts].reverse();

it('the RSS 2.0 and Atom feeds list every post, newest first, with its link and date', () => {
  const {rss} = parseXml('blog/rss.xml', ['item']);
  const {feed} = parseXml('blog/atom.xml', ['entry']);
  expect([rss['@_version'], feed['@_xmlns']]).toEqual(['2.0', 'http://www.w3.org/2005/Atom']);
  const expected = newestFirst.map(({slug, date}) => `${siteUrl}/blog/${slug} ${date}`);
  const day = (date: string) => new Date(date).toISOString().slice(0, 10);
  expect(rss.channel.item.map((item: any) => `${item.link} ${day(item.pubDate)}`)).toEqual(
    expected,
  );
  expect(feed.entry.map((entry: any) => `${entry.link['@_href']} ${day(entry.updated)}`)).toEqual(
    expected,
  );
});

it('each feed names its own address in a self link, as RFC 4287 asks', () => {
  const {rss} = parseXml('blog/rss.xml', ['atom:link']);
  const {feed} = parseXml('blog/atom.xml', ['link']);
  expect(rss['@_xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
  expect(rss.channel['atom:link']).toEqual([
    {'@_href': `${siteUrl}/blog/rss.xml`, '@_rel': 'self', '@_type': 'application/rss+xml'},
  ]);
  expect(feed.link.filter((link: any) => link['@_rel'] === 'self')).toEqual([
    {'@_rel': 'self', '@_href': `${siteUrl}/blog/atom.xml`},
  ]);
});

it('the post list shows every post, newest first', () => {
  const links = values('/blog', 'main article h2 a', 'href');
  expect(links).toEqual(newestFirst.map(({slug}) => `/blog/${slug}`));
});

it.each(posts)('$slug shows its date, reading time and author', ({slug, date}) => {
  const $ = readRoute(`/blog/${slug}`);
  expect($('article time').attr('datetime')).toBe(`${date}T00:00:00.000Z`);
  expect($('article').text()).toMatch(/\d+ min read/);
  expect($('article [class*="authorName"]').text()).toBe('Never Stop Learning team');
});

it('the blog sidebar groups posts by year', () => {
  expect(readRoute('/blog')('aside nav [role="group"] > h3').text()).toBe('2025');
});

it('the tags index lists the tags of the spec', () => {
  const links = values('/blog/tags', 'main a[href^="/blog/tags/"]', 'href');
  expect(links).toEqual(blogTags.map((tag) => `/blog/tags/${tag}`));
});

it('the authors page shows the one author, with a local avatar', () => {
  expect(values('/blog/authors', 'main img', 'src')).toEqual(['/img/authors/team.svg']);
});
