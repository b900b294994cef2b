/**
 * Publishes /llms.txt and /llms-full.txt for readers who learn with AI
 * assistants (https://llmstxt.org): an index of every doc grouped by track,
 * and the text of every doc in reading order, generated from the docs at
 * build time. A project plugin because no published one supports 3.8.1's
 * docs data without extra configuration.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {tracks} from '../data/tracks';
import {classifyLines} from './markdownLines';

type DocMeta = LoadedContent['loadedVersions'][number]['docs'][number];
type SidebarItem = {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
};

export type LlmsTxtOptions = {
  /** One line under the title. */
  summary: string;
  /** The doc read before every track. */
  startDocId: string;
};

/** Doc ids of a sidebar, depth first, in the order readers meet them. */
function sidebarDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type === 'category') {
      const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
      return [...own, ...sidebarDocIds(item.items ?? [])];
    }
    return [];
  });
}

/** Markdown a model can read: no front matter, imports, JSX tags or MDX-only syntax. */
export function plainMarkdown(source: string): string {
  const withoutFrontMatter = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const lines: string[] = [];
  for (const {line, kind} of classifyLines(withoutFrontMatter)) {
    if (kind === 'fence') {
      // The runnable marker is for the site's checker, not for readers.
      lines.push(
        line.replace(/\s+runnable(\s+\S+=\S+)*/, '').replace(/^(\s*```text)\s+output$/, '$1'),
      );
      continue;
    }
    if (kind === 'code') {
      lines.push(line);
      continue;
    }
    if (/^import\s.+from\s/.test(line)) continue;
    if (/^\s*<\/?[A-Z][A-Za-z]*(\s[^>]*)?\/?>\s*$/.test(line)) continue;
    const admonition = /^:::(\w+)\s*(.*)$/.exec(line);
    if (admonition) {
      const [, kind, title] = admonition;
      lines.push(`**${title || kind[0].toUpperCase() + kind.slice(1)}:**`);
      continue;
    }
    if (/^:::\s*$/.test(line)) continue;
    lines.push(
      line
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#123;/g, '{'),
    );
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions): Plugin {
  return {
    name: 'llms-txt',
    async postBuild({outDir, plugins}) {
      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const version = (docsPlugin?.content as LoadedContent | undefined)?.loadedVersions[0];
      if (!version) throw new Error('llms-txt: the docs plugin has no loaded content');

      const docsById = new Map<string, DocMeta>(version.docs.map((doc) => [doc.id, doc]));
      const siteUrl = `${context.siteConfig.url}${context.siteConfig.baseUrl}`.replace(/\/$/, '');
      const url = (doc: DocMeta) =>
        `${siteUrl}${doc.permalink.slice(context.siteConfig.baseUrl.length - 1)}`;
      const take = (id: string): DocMeta => {
        const doc = docsById.get(id);
        if (!doc) throw new Error(`llms-txt: no doc with id "${id}"`);
        return doc;
      };

      const sections = [
        {title: 'Start here', docs: [take(options.startDocId)]},
        ...tracks.map((track) => ({
          title: track.title,
          docs: sidebarDocIds(
            (version.sidebars[track.sidebarId] ?? []) as unknown as SidebarItem[],
          ).map(take),
        })),
      ];
      const listed = new Set(sections.flatMap((section) => section.docs.map((doc) => doc.id)));
      const unlisted = version.docs.filter((doc) => !listed.has(doc.id));
      if (unlisted.length > 0) {
        throw new Error(
          `llms-txt: docs missing from every sidebar: ${unlisted.map((doc) => doc.source).join(', ')}`,
        );
      }

      const index = [
        `# ${context.siteConfig.title}`,
        '',
        `> ${options.summary}`,
        '',
        `The full text of every page, in reading order: ${siteUrl}/llms-full.txt`,
        ...sections.flatMap((section) => [
          '',
          `## ${section.title}`,
          '',
          ...section.docs.map((doc) => `- [${doc.title}](${url(doc)}): ${doc.description}`),
        ]),
        '',
      ].join('\n');

      const fullParts = [`# ${context.siteConfig.title}\n\n> ${options.summary}`];
      for (const doc of sections.flatMap((section) => section.docs)) {
        const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
        const body = plainMarkdown(await fs.readFile(file, 'utf8'));
        fullParts.push(`# ${doc.title}\n\nSource: ${url(doc)}\n\n${body}`);
      }

      await fs.writeFile(path.join(outDir, 'llms.txt'), index);
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), `${fullParts.join('\n\n---\n\n')}\n`);
    },
  };
}
