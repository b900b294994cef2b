/**
 * The blog feeds carry every element their specifications require, with
 * absolute URLs and well-formed dates, and the sitemap lists exactly the
 * pages a search engine should find.
 *
 * RSS 2.0: https://www.rssboard.org/rss-specification (dates: RFC 822, with
 * four-digit years as the RSS board recommends).
 * Atom 1.0: RFC 4287 (dates: RFC 3339).
 * Sitemaps: https://www.sitemaps.org/protocol.html
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {load} from 'cheerio';
import {assertBuilt, buildDir, htmlFileFor, readBuildFile, rootDir} from './support/build';

const siteUrl = 'https://never-stop-learning.github.io';
const blogPostsDir = path.join(rootDir, 'blog');

beforeAll(assertBuilt);

type Xml = Record<string, unknown>;

function parseXml(file: string): Xml {
  const xml = readBuildFile(file);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`build/${file} is not well-formed XML: line ${valid.err.line}: ${valid.err.msg}`);
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    // Elements that may repeat are always arrays, even when there is one.
    isArray: (name) => ['item', 'entry', 'link', 'author', 'url', 'category'].includes(name),
  }).parse(xml) as Xml;
}

/** Text of an element that the parser may give as a string, a number or {#text}. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return text((value as Xml)['#text']);
  return String(value).trim();
}

/**
 * Posts the feeds should list: Markdown/MDX files and folders with an index
 * in blog/ (names starting with _ are partials), at most the 20 that
 * Docusaurus puts in a feed by default.
 */
function feedLength(): number {
  const posts = fs
    .readdirSync(blogPostsDir, {withFileTypes: true})
    .filter((entry) => !entry.name.startsWith('_'))
    .filter((entry) =>
      entry.isFile()
        ? /\.mdx?$/.test(entry.name)
        : ['index.md', 'index.mdx'].some((index) => fs.existsSync(path.join(blogPostsDir, entry.name, index))),
    ).length;
  return Math.min(posts, 20);
}

/** The built page behind one of the site's absolute URLs, or null when it is not this site's. */
function builtFileForUrl(url: string): string | null {
  if (!url.startsWith(`${siteUrl}/`) && url !== siteUrl) return null;
  const {pathname} = new URL(url);
  const file = htmlFileFor(decodeURIComponent(pathname));
  return fs.existsSync(file) ? file : null;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rfc822 = new RegExp(
  `^(?:(${weekdays.join('|')}), )?(\\d{1,2}) (${months.join('|')}) (\\d{4}) (\\d{2}):(\\d{2})(?::(\\d{2}))? ` +
    '(UT|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|[A-IK-Z]|[+-]\\d{4})$',
);
const rfc3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/** Problems with an RFC 822 date-time, or none. */
function rfc822Problems(value: string): string[] {
  const match = rfc822.exec(value);
  if (!match) return [`"${value}" is not an RFC 822 date-time`];
  const [, weekday, day, month, year, hour, minute, second = '0'] = match;
  const monthIndex = months.indexOf(month);
  // The date as written, before its time zone: it must exist, and the
  // weekday, when given, must be that date's.
  const written = new Date(Date.UTC(Number(year), monthIndex, Number(day), Number(hour), Number(minute), Number(second)));
  if (written.getUTCDate() !== Number(day) || written.getUTCMonth() !== monthIndex || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 60) {
    return [`"${value}" is not a real date`];
  }
  if (weekday && weekdays[written.getUTCDay()] !== weekday) return [`"${value}": ${weekday} is the wrong day of the week`];
  return [];
}

function rfc3339Problems(value: string): string[] {
  const match = rfc3339.exec(value);
  if (!match || Number.isNaN(new Date(value).getTime())) return [`"${value}" is not an RFC 3339 date-time`];
  const [, , month, day, hour, minute, second] = match.map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) {
    return [`"${value}" is out of range`];
  }
  return [];
}

/** Links and images inside feed HTML that a feed reader could not resolve. */
function relativeUrlsIn(html: string): string[] {
  const $ = load(html);
  const urls = [
    ...$('a[href]').map((_, a) => $(a).attr('href')).get(),
    ...$('img[src]').map((_, img) => $(img).attr('src')).get(),
  ];
  return urls.filter((url) => !/^(https?:|mailto:|#)/.test(url));
}

describe('RSS 2.0 feed (build/blog/rss.xml)', () => {
  const feed = () => parseXml('blog/rss.xml');

  it('is an RSS 2.0 document with the required channel elements', () => {
    const rss = feed().rss as Xml;
    expect(rss, 'no <rss> root element').toBeDefined();
    expect(rss['@version']).toBe('2.0');
    const channel = rss.channel as Xml;
    expect(text(channel.title), '<channel> needs <title>').not.toBe('');
    expect(text(channel.description), '<channel> needs <description>').not.toBe('');
    expect([channel.link].flat().map(text)).toEqual([`${siteUrl}/blog`]);
    for (const field of ['lastBuildDate', 'pubDate']) {
      if (channel[field] !== undefined) expect(rfc822Problems(text(channel[field])), `<channel><${field}>`).toEqual([]);
    }
  });

  it('has one item per post, each with title, link, guid and an RFC 822 pubDate', () => {
    const items = ((feed().rss as Xml).channel as Xml).item as Xml[] | undefined;
    expect(items?.length, 'items in the RSS feed').toBe(feedLength());
    const problems: string[] = [];
    for (const [index, item] of (items ?? []).entries()) {
      const name = `item ${index + 1} (${text(item.title) || '?'})`;
      if (!text(item.title) && !text(item.description)) problems.push(`${name}: needs <title> or <description>`);
      const link = [item.link].flat().map(text)[0] ?? '';
      if (!link) problems.push(`${name}: no <link>`);
      else if (!builtFileForUrl(link)) problems.push(`${name}: <link> ${link} is not an absolute URL of a built page`);
      const guid = item.guid as Xml | string | undefined;
      const permalink = typeof guid === 'object' ? guid['@isPermaLink'] !== 'false' : true;
      if (!text(guid)) problems.push(`${name}: no <guid>`);
      else if (permalink && !builtFileForUrl(text(guid))) problems.push(`${name}: permalink <guid> ${text(guid)} is not an absolute URL of a built page`);
      if (!text(item.pubDate)) problems.push(`${name}: no <pubDate>`);
      else problems.push(...rfc822Problems(text(item.pubDate)).map((p) => `${name}: <pubDate> ${p}`));
      const html = `${text(item.description)}${text(item['content:encoded'])}`;
      for (const url of relativeUrlsIn(html)) problems.push(`${name}: relative URL "${url}" in the item's HTML`);
    }
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });

  it('guids are unique', () => {
    const items = (((feed().rss as Xml).channel as Xml).item ?? []) as Xml[];
    const guids = items.map((item) => text(item.guid));
    expect(new Set(guids).size).toBe(guids.length);
  });
});

describe('Atom 1.0 feed (build/blog/atom.xml)', () => {
  const atom = () => parseXml('blog/atom.xml').feed as Xml;
  const links = (element: Xml) => (element.link ?? []) as Xml[];

  it('is an Atom feed with id, title, updated and a link to the blog', () => {
    const feed = atom();
    expect(feed, 'no <feed> root element').toBeDefined();
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(text(feed.id)).toBe(`${siteUrl}/blog`);
    expect(text(feed.title), '<feed> needs <title>').not.toBe('');
    expect(rfc3339Problems(text(feed.updated)), '<feed><updated>').toEqual([]);
    const alternate = links(feed).filter((link) => (link['@rel'] ?? 'alternate') === 'alternate');
    expect(alternate.map((link) => link['@href'])).toEqual([`${siteUrl}/blog`]);
    // rel="self" is a SHOULD in RFC 4287 that Docusaurus 3.8.1 does not
    // write; when present it must name the feed itself.
    for (const self of links(feed).filter((link) => link['@rel'] === 'self')) {
      expect(self['@href']).toBe(`${siteUrl}/blog/atom.xml`);
    }
  });

  it('has one entry per post, each with id, title, updated, link and an author', () => {
    const feed = atom();
    const entries = (feed.entry ?? []) as Xml[];
    expect(entries.length, 'entries in the Atom feed').toBe(feedLength());
    const feedHasAuthor = ((feed.author ?? []) as Xml[]).some((author) => text(author.name));
    const problems: string[] = [];
    for (const [index, entry] of entries.entries()) {
      const name = `entry ${index + 1} (${text(entry.title) || '?'})`;
      if (!/^(https?|urn|tag):/.test(text(entry.id))) problems.push(`${name}: <id> "${text(entry.id)}" is not an IRI`);
      if (!text(entry.title)) problems.push(`${name}: no <title>`);
      problems.push(...rfc3339Problems(text(entry.updated)).map((p) => `${name}: <updated> ${p}`));
      if (entry.published !== undefined) problems.push(...rfc3339Problems(text(entry.published)).map((p) => `${name}: <published> ${p}`));
      const alternate = links(entry).filter((link) => (link['@rel'] ?? 'alternate') === 'alternate');
      if (alternate.length !== 1) problems.push(`${name}: needs exactly one alternate <link>, has ${alternate.length}`);
      for (const link of alternate) {
        if (!builtFileForUrl(String(link['@href']))) problems.push(`${name}: <link href="${link['@href']}"> is not an absolute URL of a built page`);
      }
      const entryHasAuthor = ((entry.author ?? []) as Xml[]).some((author) => text(author.name));
      if (!entryHasAuthor && !feedHasAuthor) problems.push(`${name}: no <author> and none on the feed to inherit`);
      const html = `${text(entry.summary)}${text(entry.content)}`;
      for (const url of relativeUrlsIn(html)) problems.push(`${name}: relative URL "${url}" in the entry's HTML`);
    }
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });

  it('entry ids are unique', () => {
    const ids = ((atom().entry ?? []) as Xml[]).map((entry) => text(entry.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('sitemap (build/sitemap.xml)', () => {
  /**
   * Built pages that are rightly not in the sitemap. Any page whose
   * <meta name="robots"> says noindex is also left out (found below).
   */
  const notInSitemap: Record<string, string> = {
    '404.html': 'the not-found page is served for unknown paths; it has no URL of its own to index',
    'search.html': 'the local search page shows results for a query typed in the browser; it has no content to index',
    'docs/index.html': '/docs only redirects to /docs/intro (plugin-client-redirects); the target is in the sitemap',
  };

  const locs = () => ((parseXml('sitemap.xml').urlset as Xml).url as Xml[]).map((url) => text(url.loc));

  function builtPages(): string[] {
    return fs
      .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.html'))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
  }

  function isNoindex(page: string): boolean {
    const $ = load(fs.readFileSync(path.join(buildDir, page), 'utf8'));
    return $('meta[name="robots" i]')
      .toArray()
      .some((meta) => /noindex/i.test($(meta).attr('content') ?? ''));
  }

  it('every URL is an absolute URL of this site that resolves to a built page', () => {
    const urls = locs();
    expect(urls.length).toBeGreaterThan(0);
    const unresolved = urls.filter((url) => !builtFileForUrl(url));
    expect(unresolved, 'sitemap URLs without a built page').toEqual([]);
    expect(new Set(urls).size, 'a URL is listed twice').toBe(urls.length);
  });

  it('lists every built page except the explained exceptions and noindex pages', () => {
    const listed = new Set(locs().map((url) => builtFileForUrl(url)).filter(Boolean).map((file) => path.relative(buildDir, file!).split(path.sep).join('/')));
    const missing = builtPages().filter((page) => !listed.has(page) && !(page in notInSitemap) && !isNoindex(page));
    expect(missing, 'built pages missing from the sitemap').toEqual([]);
  });

  it('lists no page that asks search engines not to index it', () => {
    const listed = locs()
      .map((url) => builtFileForUrl(url))
      .filter((file): file is string => file !== null)
      .map((file) => path.relative(buildDir, file).split(path.sep).join('/'));
    expect(listed.filter(isNoindex), 'noindex pages in the sitemap').toEqual([]);
  });

  it('every exception is still a built page', () => {
    const pages = builtPages();
    expect(Object.keys(notInSitemap).filter((page) => !pages.includes(page))).toEqual([]);
  });
});
