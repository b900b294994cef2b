/**
 * Byte budgets for what a page downloads before it is interactive, read from
 * the production build (no browser, no timing): the scripts and stylesheets
 * in the page's HTML plus the route chunks the client loads before it
 * hydrates (scripts/bench/first-load.mjs explains the rule; e2e/lazy-loading
 * checks it against a browser's requests).
 *
 * Budgets are gzip sizes (what nginx sends, see scripts/compress.mjs),
 * measured on the build of 2025-11 with 10% headroom. When a budget is
 * missed on purpose, measure again (`npm run bench -- --skip-build-compare
 * --skip-lighthouse --skip-search` prints the figures) and raise it here, in
 * the same change that explains why the page needs the extra bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {beforeAll, describe, expect, it} from 'vitest';
import {firstLoadAssets, readRoutes, type FirstLoad, type RouteConfig} from '../scripts/bench/first-load.mjs';
import {assertBuilt, buildDir, chunkMarkers, rootDir} from './support/build';

const KB = 1024;

/** Measured (gzip) and the budget, 10% above. */
const budgets = {
  /** runtime~main + main: the JavaScript of every page. Measured 113.9 KB (157.1 KB before issue 8). */
  entryJs: 125 * KB,
  /**
   * A doc page (docs/devops/git/intro.md, with code and a diagram), all of its first-load JS. Measured 147.8 KB
   * (342.4 KB before issue 8 with Mermaid, 190.3 KB with Mermaid on demand; the stock template's doc page: 177 KB).
   */
  docPageJs: 163 * KB,
  /** The same page's CSS. Measured 17.3 KB (code colours for both modes now live here). */
  docPageCss: 19 * KB,
  /** The home page's first-load JS (no code blocks, no diagrams). Measured 115.8 KB (158.9 KB before issue 8). */
  homeJs: 127 * KB,
};

const docPage = '/docs/devops/git/intro';
const generatedDir = path.join(rootDir, '.docusaurus');

const {mermaid: mermaidMarker, prism: prismMarker} = chunkMarkers;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(buildDir, file)), {level: 9}).length);
  }
  return gzipCache.get(file)!;
}

const textCache = new Map<string, string>();
function text(file: string): string {
  if (!textCache.has(file)) textCache.set(file, fs.readFileSync(path.join(buildDir, file), 'utf8'));
  return textCache.get(file)!;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** "assets/js/main.1a2b.js  120.3 KB  entry (in the HTML)", largest first: what to look at when a budget is missed. */
function breakdown(files: string[], load: FirstLoad): string {
  return [...files]
    .sort((a, b) => gzipSize(b) - gzipSize(a))
    .map((file) => `  ${file.padEnd(40)} ${kb(gzipSize(file)).padStart(9)}  ${load.describe[file] ?? ''}`)
    .join('\n');
}

function total(files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSize(file), 0);
}

function expectWithin(what: string, files: string[], budget: number, load: FirstLoad): void {
  const bytes = total(files);
  expect(
    bytes,
    `${what} is ${kb(bytes)} gzipped, over its budget of ${kb(budget)} by ${kb(bytes - budget)}. ` +
      `Files, largest first:\n${breakdown(files, load)}\n` +
      `Run \`ANALYZE_BUNDLE=1 npm run build && node scripts/bench/bundle.mjs\` (then build again without it) ` +
      `to see which packages are in them.`,
  ).toBeLessThanOrEqual(budget);
}

function load(route: string): FirstLoad {
  const assets = firstLoadAssets(buildDir, route, generatedDir);
  const missing = [...assets.scripts, ...assets.stylesheets].filter((file) => !fs.existsSync(path.join(buildDir, file)));
  if (missing.length > 0) {
    throw new Error(
      `.docusaurus/ and build/ come from different builds (${missing.join(', ')} missing from build/): run the build again.`,
    );
  }
  return assets;
}

/** Every page route of the site (leaves of the route tree), without the catch-all. */
function pageRoutes(routes: RouteConfig[]): string[] {
  return routes.flatMap((route) => (route.routes ? pageRoutes(route.routes) : route.path === '*' ? [] : [route.path]));
}

beforeAll(() => {
  assertBuilt();
  if (!fs.existsSync(path.join(generatedDir, 'client-manifest.json'))) {
    throw new Error('No .docusaurus/client-manifest.json: run the production build (`npm run build`) first.');
  }
});

describe('what pages download before they are interactive', () => {
  it('every page loads at most 125 KB of gzipped entry JavaScript (runtime and main)', () => {
    const home = load('/');
    const entry = home.scripts.filter((file) => home.describe[file] === 'entry (in the HTML)');
    expect(entry.map((file) => path.basename(file).split('.')[0])).toEqual(['runtime~main', 'main']);
    expectWithin('The entry JavaScript of every page (runtime~main + main)', entry, budgets.entryJs, home);
  });

  it(`a doc page (${docPage}) loads at most 163 KB of gzipped JavaScript before it is interactive`, () => {
    const page = load(docPage);
    expectWithin(`The first-load JavaScript of ${docPage}`, page.scripts, budgets.docPageJs, page);
  });

  it(`a doc page (${docPage}) loads at most 19 KB of gzipped CSS`, () => {
    const page = load(docPage);
    expectWithin(`The CSS of ${docPage}`, page.stylesheets, budgets.docPageCss, page);
  });

  it('the home page loads at most 127 KB of gzipped JavaScript before it is interactive', () => {
    const page = load('/');
    expectWithin('The first-load JavaScript of the home page', page.scripts, budgets.homeJs, page);
  });
});

describe('heavy code loads only where and when it is used', () => {
  it('the build still has Mermaid and Prism chunks to keep out of the first load (the checks below are not vacuous)', () => {
    const js = fs.readdirSync(path.join(buildDir, 'assets', 'js')).filter((name) => name.endsWith('.js'));
    const withText = (marker: RegExp) => js.filter((name) => marker.test(text(path.join('assets', 'js', name))));
    // Mermaid stays in the build for `npm start`, which draws diagrams without SVGs yet; Prism for client-side navigation.
    expect(withText(mermaidMarker).length, 'no built chunk contains Mermaid: did the markers change with a Mermaid upgrade?').toBeGreaterThan(0);
    expect(withText(prismMarker).length, 'no built chunk contains Prism: did the marker change?').toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(rootDir, 'docs', 'devops', 'git', 'intro.md'), 'utf8')).toContain('```mermaid');
  });

  it('no page loads Mermaid or Prism before it is interactive: diagrams are images, code is highlighted in the HTML', () => {
    const routes = pageRoutes(readRoutes(generatedDir));
    expect(routes.length).toBeGreaterThan(50);
    const offenders = new Map<string, {libraries: string[]; pages: string[]}>();
    for (const route of routes) {
      const page = load(route);
      for (const file of page.scripts) {
        const libraries = [mermaidMarker.test(text(file)) && 'Mermaid', prismMarker.test(text(file)) && 'Prism'].filter(
          (name): name is string => Boolean(name),
        );
        if (libraries.length === 0) continue;
        const entry = offenders.get(file) ?? {libraries, pages: []};
        entry.pages.push(route);
        offenders.set(file, entry);
      }
    }
    const report = [...offenders].map(
      ([file, {libraries, pages}]) =>
        `  ${file} (${libraries.join(', ')}, ${kb(gzipSize(file))}) on ${pages.length} page(s), e.g. ${pages.slice(0, 3).join(', ')}`,
    );
    expect(
      report,
      `Mermaid or Prism is in the first load of these pages: something imports it statically again ` +
        `(src/theme/Mermaid and src/theme/CodeBlock/Content load them on demand):\n${report.join('\n')}`,
    ).toEqual([]);
  });
});
