/**
 * The blog plugin, whose feeds name their own address: RSS 2.0 in `<atom:link rel="self">` and
 * Atom in `<link rel="self">` (RFC 4287 §4.1.1 SHOULD), so a reader's feed client knows where a
 * copied feed comes from and validators stop warning. The blog plugin writes its feeds with the
 * `feed` package and passes it no `feedLinks`, and no option reaches them (checked up to
 * Docusaurus 3.10.2), so this step adds the link to the files it wrote.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import type {Props} from '@docusaurus/types';
import {afterPostBuild} from './after-post-build';

const atomNamespace = 'http://www.w3.org/2005/Atom';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Inserts `element` right after the opening tag that `opening` matches; fails when there is none. */
function insertAfter(xml: string, opening: RegExp, element: string, file: string): string {
  const match = opening.exec(xml);
  if (!match) throw new Error(`${file}: no ${opening} to add the feed's self link after`);
  const at = match.index + match[0].length;
  return `${xml.slice(0, at)}\n${element}${xml.slice(at)}`;
}

export const selfLinks = {
  rss: (xml: string, url: string, file: string) => {
    const withNamespace = /<rss\b[^>]*\sxmlns:atom=/.test(xml)
      ? xml
      : xml.replace(/<rss\b[^>]*(?=>)/, (rss) => `${rss} xmlns:atom="${atomNamespace}"`);
    const link = `        <atom:link href="${escapeXml(url)}" rel="self" type="application/rss+xml"/>`;
    return insertAfter(withNamespace, /<channel>/, link, file);
  },
  atom: (xml: string, url: string, file: string) =>
    insertAfter(xml, /<feed\b[^>]*>/, `    <link rel="self" href="${escapeXml(url)}"/>`, file),
};

const feedFile = {rss: 'rss.xml', atom: 'atom.xml'} as const;

export async function addFeedSelfLinks({outDir, siteConfig}: Props, options: PluginOptions) {
  const types = (options.feedOptions.type ?? []).filter((type) => type in selfLinks);
  for (const type of types as Array<keyof typeof selfLinks>) {
    const file = path.join(outDir, options.routeBasePath, feedFile[type]);
    const url = normalizeUrl([
      siteConfig.url,
      siteConfig.baseUrl,
      options.routeBasePath,
      feedFile[type],
    ]);
    // No posts, no feeds.
    const xml = await fs.readFile(file, 'utf8').catch(() => null);
    if (xml === null || xml.includes('rel="self"')) continue;
    await fs.writeFile(file, selfLinks[type](xml, url, file));
  }
}

export const blogWithFeedSelfLinks = afterPostBuild(blogPlugin, validateOptions, addFeedSelfLinks);
