import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';

export const rootDir = path.resolve(__dirname, '../..');
export const buildDir = path.join(rootDir, 'build');

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No production build in build/: run `npm run build` first (npm test does).');
  }
}

/**
 * The HTML file that serves a route. The site uses `trailingSlash: false`,
 * so /docs/intro is build/docs/intro.html and / is build/index.html.
 */
export function htmlFileFor(route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, '');
  if (clean === '') return path.join(buildDir, 'index.html');
  const asFile = path.join(buildDir, `${clean}.html`);
  if (fs.existsSync(asFile)) return asFile;
  return path.join(buildDir, clean, 'index.html');
}

export function readRoute(route: string): CheerioAPI {
  const file = htmlFileFor(route);
  if (!fs.existsSync(file)) throw new Error(`No built page for ${route} (looked for ${path.relative(rootDir, file)})`);
  return load(fs.readFileSync(file, 'utf8'));
}

export function readBuildFile(relative: string): string {
  return fs.readFileSync(path.join(buildDir, relative), 'utf8');
}

/** Docs global data, as the client receives it. */
export function docsGlobalData() {
  const file = path.join(rootDir, '.docusaurus', 'globalData.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  return data['docusaurus-plugin-content-docs'].default as {
    path: string;
    versions: Array<{
      name: string;
      label: string;
      path: string;
      mainDocId: string;
      docs: Array<{id: string; path: string; sidebar?: string}>;
      sidebars: Record<string, {link?: {path: string; label: string}}>;
    }>;
  };
}

export const productionOrigin = 'https://never-stop-learning.github.io';

/**
 * Paths of the built sitemap's URLs. They carry the production origin; a URL
 * on any other origin is an error.
 */
export function sitemapPaths(dir: string = buildDir): string[] {
  const file = path.join(dir, 'sitemap.xml');
  if (!fs.existsSync(file)) throw new Error('No build/sitemap.xml: run `npm run build:checked` first.');
  const locs = [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  return locs.map((loc) => {
    if (!loc.startsWith(`${productionOrigin}/`)) throw new Error(`Sitemap URL outside ${productionOrigin}: ${loc}`);
    return loc.slice(productionOrigin.length);
  });
}

/**
 * Text only a given library's built code contains, to tell which chunks
 * hold it: Mermaid (its config key and its error diagram), Prism (the hook it
 * runs before tokenizing). Tests check each still matches some chunk, so a library
 * upgrade that drops the text fails loudly instead of passing vacuously.
 */
export const chunkMarkers = {
  mermaid: /securityLevel|Syntax error in text/,
  prism: /before-tokenize/,
};
