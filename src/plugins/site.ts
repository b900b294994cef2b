/** Small site plugins, each on a public plugin lifecycle. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {firstVisitAttribute, visitedStorageKey} from '../data/colourMode';

/**
 * Light on a first visit (see src/data/colourMode.ts). Runs after the theme's own inline script,
 * which has set `data-theme-choice` from the reader's stored choice ("system" when there is none).
 */
export function lightFirstVisit(): Plugin {
  const script = `(function(){try{var h=document.documentElement;if(localStorage.getItem('${visitedStorageKey}'))return;localStorage.setItem('${visitedStorageKey}','1');if(h.getAttribute('data-theme-choice')!=='system')return;h.setAttribute('data-theme','light');h.setAttribute('data-theme-choice','light');h.setAttribute('${firstVisitAttribute}','')}catch(e){}})();`;
  return {
    name: 'light-first-visit',
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: script}]}),
  };
}

/**
 * robots.txt for the URL the site is built for (SITE_URL and BASE_URL), so crawlers find the
 * sitemap of a fork's deployment too, not ours.
 */
export function robotsTxt(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir, siteConfig}) {
      const sitemap = `${siteConfig.url.replace(/\/$/, '')}${siteConfig.baseUrl}sitemap.xml`;
      const robots = `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
      await fs.writeFile(path.join(outDir, 'robots.txt'), robots);
    },
  };
}

/** Where a content plugin's page comes from: `source` is `@site/docs/intro.md`. */
type PageSource = {permalink: string; source: string};
const isPageSource = (value: object): value is PageSource =>
  'permalink' in value &&
  typeof value.permalink === 'string' &&
  'source' in value &&
  typeof value.source === 'string' &&
  value.source.startsWith('@site/');

/**
 * Writes `.docusaurus/route-sources.json`, the source file of each page, for the author check
 * (scripts/author-check.mjs): Docusaurus reports a broken link with the URL of the page that holds
 * it, and the author edits a file. Reads every content plugin's loaded content the same way, so it
 * needs no knowledge of their shapes.
 */
export function routeSources({generatedFilesDir}: LoadContext): Plugin {
  return {
    name: 'route-sources',
    async allContentLoaded({allContent}) {
      const sources: Record<string, string> = {};
      const seen = new WeakSet<object>();
      const collect = (value: unknown): void => {
        if (typeof value !== 'object' || value === null || seen.has(value)) return;
        seen.add(value);
        if (isPageSource(value)) sources[value.permalink] = value.source.slice('@site/'.length);
        Object.values(value).forEach(collect);
      };
      collect(allContent);
      await fs.mkdir(generatedFilesDir, {recursive: true});
      await fs.writeFile(
        path.join(generatedFilesDir, 'route-sources.json'),
        `${JSON.stringify(sources, null, 2)}\n`,
      );
    },
  };
}
