/** Small site plugins, each on a public plugin lifecycle. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
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
