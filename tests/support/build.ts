/** Reading the production build (build/) and the repository, for the tests. */
import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {XMLParser} from 'fast-xml-parser';
import {globSync} from 'tinyglobby';

export const rootDir = path.resolve(__dirname, '../..');
export const buildDir = path.join(rootDir, 'build');
export const siteUrl = 'https://never-stop-learning.github.io';

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No production build in build/: run `npm run build` first (npm test does).');
  }
}

/** The HTML file serving a route (`trailingSlash: false`: /docs/intro is docs/intro.html). */
export function htmlFileFor(route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, '');
  const asFile = path.join(buildDir, `${clean}.html`);
  return clean !== '' && fs.existsSync(asFile) ? asFile : path.join(buildDir, clean, 'index.html');
}

export function readRoute(route: string): CheerioAPI {
  const file = htmlFileFor(route);
  if (!fs.existsSync(file)) throw new Error(`No built page for ${route} (${file})`);
  return load(fs.readFileSync(file, 'utf8'));
}

/** The given attribute, or else the text, of each element that a selector finds on a built page. */
export function values(route: string, selector: string, attribute?: string): string[] {
  const $ = readRoute(route);
  return $(selector)
    .map((_, element) => (attribute ? $(element).attr(attribute) : $(element).text()))
    .get();
}

export function readBuildFile(relative: string): string {
  return fs.readFileSync(path.join(buildDir, relative), 'utf8');
}

/** The built HTML pages, relative to build/ (docs/intro.html). */
export function builtPages(): string[] {
  return globSync('**/*.html', {cwd: buildDir}).sort();
}

/** Markdown pages under docs/ and blog/, relative to the repository (docs/intro.md). */
export function contentFiles(pattern = '{docs,blog}/**/*.{md,mdx}'): string[] {
  return globSync(pattern, {cwd: rootDir}).sort();
}

/** An XML file of the build, parsed; attributes as `@_name`, `always` elements always lists. */
export function parseXml(relative: string, always: string[] = []): any {
  const parser = new XMLParser({ignoreAttributes: false, isArray: (name) => always.includes(name)});
  return parser.parse(readBuildFile(relative));
}

/** Paths of the sitemap's URLs; a URL outside the production origin is an error. */
export function sitemapPaths(): string[] {
  const urls: Array<{loc: string}> = parseXml('sitemap.xml', ['url']).urlset.url;
  return urls.map(({loc}) => {
    if (!loc.startsWith(`${siteUrl}/`)) throw new Error(`Sitemap URL outside ${siteUrl}: ${loc}`);
    return loc.slice(siteUrl.length);
  });
}
