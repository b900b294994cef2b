/**
 * What search results, link previews and feed readers show of a page: its meta description. Every
 * page of the sitemap has its own, a whole sentence (not cut off mid-sentence as an automatic
 * excerpt is), the same in og:description; each feed entry's summary is its post's description.
 */
import {beforeAll, expect, it} from 'vitest';
import {posts} from './support/spec';
import {assertBuilt, parseXml, readRoute, sitemapPaths, siteUrl} from './support/build';

beforeAll(assertBuilt);

const pages = sitemapPaths();

function descriptionsOf(route: string) {
  const $ = readRoute(route);
  return {
    description: $('meta[name="description"]').attr('content'),
    ogDescription: $('meta[property="og:description"]').attr('content'),
  };
}

/** Ends as a sentence does: . ! or ?, perhaps followed by a closing quote or bracket. */
const sentenceEnd = /[.!?]["'”’)]?$/;

it.each(pages)('%s has a description that ends as a sentence ends', (route) => {
  const {description} = descriptionsOf(route);
  expect(description, 'no <meta name="description">').toBeDefined();
  expect(description).toMatch(sentenceEnd);
});

it.each(pages)('%s shows link previews its own description (og:description)', (route) => {
  const {description, ogDescription} = descriptionsOf(route);
  expect(ogDescription).toBe(description);
});

it('no two pages share a description', () => {
  const byDescription = new Map<string, string[]>();
  for (const route of pages) {
    const {description = ''} = descriptionsOf(route);
    byDescription.set(description, [...(byDescription.get(description) ?? []), route]);
  }
  const shared = [...byDescription].filter(([text, routes]) => text !== '' && routes.length > 1);
  expect(shared.map(([text, routes]) => `${routes.join(', ')}: "${text}"`)).toEqual([]);
});

it.each(posts)("the feeds' summary of $slug is the post's description", ({slug}) => {
  const link = `${siteUrl}/blog/${slug}`;
  const rssItem = parseXml('blog/rss.xml', ['item']).rss.channel.item.find(
    (item: any) => item.link === link,
  );
  const atomEntry = parseXml('blog/atom.xml', ['entry']).feed.entry.find(
    (entry: any) => entry.link['@_href'] === link,
  );
  const {description} = descriptionsOf(`/blog/${slug}`);
  expect({rss: rssItem?.description, atom: atomEntry?.summary?.['#text']}).toEqual({
    rss: description,
    atom: description,
  });
});
