#!/usr/bin/env node
/**
 * `npm run diagrams`: draws every ```mermaid block of docs/, blog/ and src/pages/ into
 * static/img/diagrams/<id>-light.svg and -dark.svg with mermaid-isomorphic (the renderer behind
 * rehype-mermaid) in the system Chromium, and deletes drawings no block uses any more. The build
 * shows the drawings (src/plugins/remark-prerendered-diagrams.ts); it cannot draw them itself
 * without a browser in every build. `--check` changes nothing and exits 1 when a drawing is missing
 * or unused.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {globSync} from 'tinyglobby';
import {visit} from 'unist-util-visit';
import chromium from '../tests/support/chromium.cjs';
import {diagramId, diagramsDir, mermaidConfig, modes} from '../src/plugins/diagrams.mjs';

const {chromiumLaunchOptions} = chromium;

/** Every Mermaid block of the content, by id (the same id the build computes). */
const sources = new Map();
for (const file of globSync(['docs/**/*.md{,x}', 'blog/**/*.md{,x}', 'src/pages/**/*.md{,x}'])) {
  visit(fromMarkdown(fs.readFileSync(file, 'utf8')), 'code', (node) => {
    if (node.lang?.toLowerCase() === 'mermaid') sources.set(diagramId(node.value), node.value);
  });
}
const wanted = [...sources.keys()].flatMap((id) => modes.map((mode) => `${id}-${mode}.svg`));
const present = fs.readdirSync(diagramsDir).filter((name) => name.endsWith('.svg'));
const missing = wanted.filter((name) => !present.includes(name));
const unused = present.filter((name) => !wanted.includes(name));

if (process.argv.includes('--check')) {
  for (const name of missing) console.error(`missing: ${diagramsDir}/${name}`);
  for (const name of unused) console.error(`unused: ${diagramsDir}/${name}`);
  process.exit(missing.length + unused.length > 0 ? 1 : 0);
}

// Loaded only to draw: Mermaid and its renderer take seconds to import.
const {createMermaidRenderer} = await import('mermaid-isomorphic');
const render = createMermaidRenderer({launchOptions: chromiumLaunchOptions});
const ids = [...new Set(missing.map((name) => name.slice(0, 16)))];
for (const mode of modes) {
  const results = await render(
    ids.map((id) => sources.get(id)),
    {mermaidConfig: mermaidConfig(mode), prefix: `diagram-${mode}`},
  );
  results.forEach((result, i) => {
    const file = path.join(diagramsDir, `${ids[i]}-${mode}.svg`);
    if (result.status === 'rejected') throw new Error(`${file}: ${result.reason}`);
    const {svg, width, height} = result.value;
    // An image needs its own size, so the page reserves the space before it loads.
    const sized = svg.replace(
      /^<svg\b[^>]*>/,
      (root) =>
        `${root.replace(/\s(?:width|height|style)="[^"]*"/g, '').slice(0, -1)} width="${Math.ceil(width)}" height="${Math.ceil(height)}">`,
    );
    fs.writeFileSync(file, sized);
    console.log(`drew ${file}`);
  });
}
for (const name of unused) fs.rmSync(path.join(diagramsDir, name));
console.log(`${missing.length} drawn, ${unused.length} deleted, ${wanted.length} in use.`);
