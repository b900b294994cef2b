/**
 * plugin-client-redirects, whose redirect pages are valid HTML with a title. Its fixed template
 * (unchanged up to Docusaurus 3.10.2) has no `lang`, no `<title>` (WCAG 2.4.2: a page names
 * itself, in the tab and the history) and its script between `</head>` and `<body>`, a parse
 * error after which the W3C validator stops reading. This step, run once the plugin has written
 * the pages of `redirects`, gives each the site's language and the title of the page it sends the
 * reader to, and moves the script into the head. The script's text is unchanged, so its CSP hash is
 * too.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import clientRedirects, {validateOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginOptions} from '@docusaurus/plugin-client-redirects';
import type {Props} from '@docusaurus/types';
import {afterPostBuild} from './after-post-build';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The redirect page with `lang`, a title (HTML, escaped) and its script in the head; fails on a page
 * of another shape.
 */
export function validRedirectPage(html: string, lang: string, title: string, file: string): string {
  const script = /<\/head>\s*(<script>[\s\S]*?<\/script>)\s*<\/html>/.exec(html);
  if (!/<html>/.test(html) || !/<meta charset="UTF-8">/.test(html) || !script) {
    throw new Error(
      `${file}: plugin-client-redirects wrote an unexpected page; re-check ${__filename}`,
    );
  }
  return html
    .replace('<html>', `<html lang="${lang}">`)
    .replace('<meta charset="UTF-8">', `<meta charset="UTF-8">\n    <title>${title}</title>`)
    .replace(script[0], `  ${script[1]}\n  </head>\n</html>`);
}

/** The built HTML file of a route: /docs/intro.html, or /docs/index.html for /docs. */
async function builtFile(outDir: string, route: string): Promise<string> {
  const candidates = [`${route}.html`, path.join(route, 'index.html')].map((file) =>
    path.join(outDir, file),
  );
  for (const file of candidates) {
    if (await fs.stat(file).catch(() => null)) return file;
  }
  throw new Error(`No built page for ${route} (${candidates.join(' or ')})`);
}

const pageTitle = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];

export async function makeRedirectPagesValid(
  {outDir, baseUrl, siteConfig}: Props,
  options: PluginOptions,
) {
  const lang = siteConfig.i18n.defaultLocale;
  const inSite = (route: string) => route.replace(baseUrl, '/');
  for (const {from, to} of options.redirects) {
    const target = await fs.readFile(await builtFile(outDir, inSite(to)), 'utf8');
    // The target's title is already escaped HTML.
    const title = pageTitle(target) ?? escapeHtml(siteConfig.title);
    for (const route of [from].flat()) {
      const file = await builtFile(outDir, inSite(route));
      const html = await fs.readFile(file, 'utf8');
      await fs.writeFile(file, validRedirectPage(html, lang, title, file));
    }
  }
}

export const clientRedirectsWithValidPages = afterPostBuild(
  clientRedirects,
  validateOptions,
  makeRedirectPagesValid,
);
