/**
 * Diagrams are drawn ahead of time (`npm run diagrams`) and reach readers as
 * SVG images: every ```mermaid block has its drawings, no drawing is left
 * over, each drawing is a sized, well-formed SVG that says what it shows, and
 * the build turns each block into a figure with both colour modes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {XMLValidator} from 'fast-xml-parser';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {
  DIAGRAMS_DIR,
  MODES,
  diagramFileName,
  diagramId,
  diagramText,
  normaliseSource,
  svgSize,
  withIntrinsicSize,
} from '../src/plugins/diagrams.mjs';
import {contentDiagrams} from '../scripts/diagrams/content.mjs';
import remarkPrerenderedDiagrams from '../src/plugins/remark-prerendered-diagrams';
import {assertBuilt, readRoute, rootDir} from './support/build';

const diagramsDir = path.join(rootDir, DIAGRAMS_DIR);
const diagrams = contentDiagrams(rootDir);
const svgFiles = fs.existsSync(diagramsDir) ? fs.readdirSync(diagramsDir) : [];

describe('the drawings in static/img/diagrams', () => {
  it('the content has diagrams (the checks below are not vacuous)', () => {
    expect(diagrams.length).toBeGreaterThanOrEqual(25);
  });

  it('every diagram says what it shows (accTitle and accDescr, its alt text)', () => {
    const problems = diagrams.flatMap((d) => diagramText(d.source).problems.map((p) => `${d.file}:${d.line}: needs ${p}`));
    expect(problems).toEqual([]);
  });

  it('every diagram has a drawing for each colour mode (else: npm run diagrams)', () => {
    const missing = diagrams.flatMap((d) =>
      MODES.filter((mode) => !svgFiles.includes(diagramFileName(d.id, mode))).map((mode) => `${d.file}:${d.line} (${mode})`),
    );
    expect(missing, 'run `npm run diagrams` and commit the SVG files').toEqual([]);
  });

  it('no drawing is left over from a diagram that changed or went away', () => {
    const wanted = new Set(diagrams.flatMap((d) => MODES.map((mode) => diagramFileName(d.id, mode))));
    expect(svgFiles.filter((name) => !wanted.has(name)), 'run `npm run diagrams`, which deletes them').toEqual([]);
  });

  it('each drawing is well-formed SVG with a size, a title and a description that match its source', () => {
    for (const d of diagrams) {
      const text = diagramText(d.source);
      for (const mode of MODES) {
        const file = path.join(diagramsDir, diagramFileName(d.id, mode));
        const svg = fs.readFileSync(file, 'utf8');
        expect(XMLValidator.validate(svg), `${file} is not well-formed XML`).toBe(true);
        const {width, height} = svgSize(svg);
        expect(Number.isInteger(width) && Number.isInteger(height), `${file}: ${width}×${height}`).toBe(true);
        const $ = cheerio.load(svg, {xml: true});
        expect($('svg > title').text(), file).toBe(text.title);
        expect($('svg > desc').text(), file).toBe(text.description);
        // Only what an image may hold: no script, nothing fetched from elsewhere.
        expect(svg, file).not.toMatch(/<script|<foreignObject|href="(?:https?:)?\/\//i);
      }
    }
  });
});

describe('how a diagram is identified', () => {
  it('ignores trailing spaces, surrounding blank lines and a common indent, and nothing else', () => {
    const source = 'flowchart LR\n  A --> B';
    expect(normaliseSource(`\n\n  flowchart LR   \n    A --> B\n\n`)).toBe(source);
    expect(diagramId(`  flowchart LR\n    A --> B  \n`)).toBe(diagramId(source));
    expect(diagramId('flowchart LR\n  A --> C')).not.toBe(diagramId(source));
  });

  it('finds diagrams in files with Windows (CRLF) line ends, with the same id', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-diagrams-'));
    try {
      fs.mkdirSync(path.join(dir, 'docs'));
      const lines = ['# Page', '', '```mermaid', 'flowchart LR', '  A --> B', '```', ''];
      fs.writeFileSync(path.join(dir, 'docs', 'crlf.md'), lines.join('\r\n'));
      fs.writeFileSync(path.join(dir, 'docs', 'lf.md'), lines.join('\n'));
      const found = contentDiagrams(dir, ['docs']);
      expect(found.map((d) => d.file)).toEqual([path.join('docs', 'crlf.md'), path.join('docs', 'lf.md')]);
      expect(found[0].id).toBe(found[1].id);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('sizes a drawing from its viewBox, so the page reserves its space before it loads', () => {
    const sized = withIntrinsicSize('<svg id="d" width="100%" style="max-width: 612.5px;" viewBox="-8 -8 612.5 188.2"><g/></svg>');
    expect(sized).toBe('<svg width="613" height="189" id="d" viewBox="-8 -8 612.5 188.2"><g/></svg>');
    expect(() => withIntrinsicSize('<svg width="100%"><g/></svg>')).toThrow(/viewBox/);
  });
});

type Tree = {type: string; children: Tree[]; lang?: string; value?: string; position?: unknown; data?: Record<string, unknown>};

function markdownTree(source: string, line = 12): Tree {
  return {type: 'root', children: [{type: 'code', lang: 'mermaid', value: source, position: {start: {line}}, children: []}]};
}

const run = (tree: Tree, options: {liveFallback?: boolean} = {}) =>
  (remarkPrerenderedDiagrams({siteDir: rootDir, baseUrl: '/base/', ...options}) as (tree: unknown, file: unknown) => void)(tree, {
    path: path.join(rootDir, 'docs', 'example.md'),
  });

describe('the build step (src/plugins/remark-prerendered-diagrams.ts)', () => {
  it('turns a drawn diagram into a figure with one sized image per colour mode, under baseUrl', () => {
    const diagram = diagrams[0];
    const tree = markdownTree(diagram.source);
    run(tree);
    const node = tree.children[0];
    const data = node.data as {hName: string; hChildren: Array<{tagName: string; properties: Record<string, unknown>}>};
    expect(data.hName).toBe('figure');
    expect(data.hChildren.map((image) => image.properties.src)).toEqual(
      MODES.map((mode) => `/base/img/diagrams/${diagramFileName(diagram.id, mode)}`),
    );
    for (const image of data.hChildren) {
      expect(image.tagName).toBe('img');
      expect(image.properties.alt).toBe(diagramText(diagram.source).alt);
      expect(image.properties.width).toBeGreaterThan(0);
      expect(image.properties.height).toBeGreaterThan(0);
    }
  });

  it('fails the production build on a diagram without drawings, naming the file, the line and the fix', () => {
    const tree = markdownTree('flowchart LR\n  accTitle: Not drawn\n  accDescr: A diagram nobody drew.\n  A --> B', 7);
    expect(() => run(tree)).toThrow(/docs\/example\.md:7: .*no drawing.*npm run diagrams/);
  });

  it('fails on a diagram without an accessible name, naming the file', () => {
    const tree = markdownTree('flowchart LR\n  A --> B', 3);
    expect(() => run(tree)).toThrow(/docs\/example\.md:3: .*accTitle.*accDescr/);
  });

  it('leaves a diagram without drawings to the live renderer under `npm start`', () => {
    const tree = markdownTree('flowchart LR\n  accTitle: Not drawn\n  accDescr: A diagram nobody drew.\n  A --> B');
    run(tree, {liveFallback: true});
    expect(tree.children[0].type).toBe('code');
  });
});

describe('the built pages', () => {
  it('show each diagram as a figure of two sized, described images, light shown by default', () => {
    assertBuilt();
    const $ = readRoute('/docs/devops/git/intro');
    const figure = $('figure.diagram').first();
    const images = figure.find('img');
    expect(images.length).toBe(2);
    expect(images.eq(0).hasClass('diagram-light') && images.eq(1).hasClass('diagram-dark')).toBe(true);
    images.each((_, image) => {
      expect($(image).attr('alt')).toMatch(/^How Git moves changes/);
      expect(Number($(image).attr('width'))).toBeGreaterThan(0);
      expect(Number($(image).attr('height'))).toBeGreaterThan(0);
      expect($(image).attr('loading')).toBe('lazy');
    });
    expect($('pre code.language-mermaid, .docusaurus-mermaid-container').length).toBe(0);
  });
});
