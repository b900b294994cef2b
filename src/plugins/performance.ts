/**
 * Small build plugins for page speed and crawlers (issue 8). Each one is
 * listed in docusaurus.config.ts; `npm run bench` and
 * tests/bundle-budget.test.ts measure what they buy.
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeColoursCss, styledTokenTypes, type CodeColourModes} from '../data/codeThemes';

/**
 * theme-classic registers the languages of `prism.additionalLanguages` in a
 * client module, and client modules go into main.js, which every page loads:
 * Prism and its grammars (about 33 KB of gzipped JS) reached pages that show
 * no code at all (the home page, tag lists). This drops that client module;
 * src/theme/CodeBlock registers the languages instead, so Prism loads with
 * the pages that have code blocks. The server-side rendering goes through the
 * same CodeBlock, so the HTML is unchanged.
 */
export function prismWithCodeBlocks(): Plugin {
  const clientModule = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib',
    'prism-include-languages',
  );
  return {
    name: 'prism-with-code-blocks',
    configureWebpack: () => ({resolve: {alias: {[clientModule]: false}}}),
  };
}

/**
 * For bundle analysis only (ANALYZE_BUNDLE=1, see scripts/bench/bundle.mjs):
 * source maps of the client bundle, so its bytes can be attributed to the
 * packages they come from. Never part of a deployed build.
 */
export function sourceMapsForAnalysis(): Plugin {
  return {
    name: 'source-maps-for-analysis',
    configureWebpack: (_config, isServer) => (isServer ? {} : {devtool: 'source-map'}),
  };
}

/**
 * robots.txt for the URL the site is built for (SITE_URL and BASE_URL), so
 * crawlers find the sitemap of a fork's deployment too, not ours.
 */
export function robotsTxt(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir, siteConfig}) {
      const sitemap = `${siteConfig.url.replace(/\/$/, '')}${siteConfig.baseUrl}sitemap.xml`;
      await fs.writeFile(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
    },
  };
}

/** Global data of codeColoursFromCss, read by src/theme/CodeBlock/Line/Token. */
export type CodeColoursData = {styledTokenTypes: string[]};

/**
 * Code colours by CSS instead of inline styles (see colourlessTheme in
 * src/data/codeThemes.ts): writes the rules for both colour modes into a
 * generated stylesheet that joins the site's CSS bundle, and publishes the
 * token types that have a colour of their own.
 */
export function codeColoursFromCss(modes: CodeColourModes) {
  return function codeColoursPlugin(context: LoadContext): Plugin {
    const stylesheet = path.join(context.generatedFilesDir, 'code-colours', 'code-colours.css');
    return {
      name: 'code-colours-from-css',
      getClientModules() {
        fsSync.mkdirSync(path.dirname(stylesheet), {recursive: true});
        fsSync.writeFileSync(stylesheet, `${codeColoursCss(modes)}\n`);
        return [stylesheet];
      },
      async contentLoaded({actions}) {
        actions.setGlobalData({styledTokenTypes: styledTokenTypes(modes)} satisfies CodeColoursData);
      },
    };
  };
}
