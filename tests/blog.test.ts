import {beforeAll, describe, expect, it} from 'vitest';
import {blogTags, posts} from './support/spec';
import {assertBuilt, parseXml, readRoute, siteUrl} from './support/build';

beforeAll(assertBuilt);

const byDate = (a: {date: string}, b: {date: string}) => a.date.localeCompare(b.date);
const expectedEntries = posts.map(({slug, date}) => ({link: `${siteUrl}/blog/${slug}`, date}));

describe('feeds', () => {
  it('RSS 2.0 has one item per post, with its link and date', () => {
    const {rss} = parseXml('blog/rss.xml', ['item']);
    expect(rss['@_version']).toBe('2.0');
    const items = rss.channel.item.map((item: Record<string, string>) => ({
      link: item.link,
      date: new Date(item.pubDate).toISOString().slice(0, 10),
    }));
    expect(items.sort(byDate)).toEqual(expectedEntries);
  });

  it('Atom has one entry per post, with its link, date and author', () => {
    const {feed} = parseXml('blog/atom.xml', ['entry']);
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    const entries = feed.entry.map((entry: any) => ({
      link: entry.link['@_href'],
      date: entry.updated.slice(0, 10),
    }));
    expect(entries.sort(byDate)).toEqual(expectedEntries);
    for (const entry of feed.entry) expect(entry.author.name).toBe('Never Stop Learning team');
  });
});

describe('blog pages', () => {
  it('the post list shows every post, newest first', () => {
    const $ = readRoute('/blog');
    const links = $('main article h2 a')
      .map((_, link) => $(link).attr('href'))
      .get();
    expect(links).toEqual(posts.map(({slug}) => `/blog/${slug}`).reverse());
  });

  it.each(posts)('$slug shows its date, reading time and author', ({slug, date}) => {
    const $ = readRoute(`/blog/${slug}`);
    expect($('article time').attr('datetime')).toBe(`${date}T00:00:00.000Z`);
    expect($('article').text()).toMatch(/\d+ min read/);
    expect($('article [class*="authorName"]').text()).toBe('Never Stop Learning team');
  });

  it('the blog sidebar groups posts by year', () => {
    const $ = readRoute('/blog');
    expect($('aside nav [role="group"] > h3').text()).toBe('2025');
  });

  it('the tags index lists the tags of the spec', () => {
    const $ = readRoute('/blog/tags');
    const links = $('main a[href^="/blog/tags/"]')
      .map((_, link) => $(link).attr('href'))
      .get();
    expect(links).toEqual(blogTags.map((tag) => `/blog/tags/${tag}`));
  });

  it('the authors page shows the one author, with a local avatar', () => {
    const $ = readRoute('/blog/authors');
    expect(
      $('main img')
        .map((_, img) => $(img).attr('src'))
        .get(),
    ).toEqual(['/img/authors/team.svg']);
  });
});
