#!/usr/bin/env node
/**
 * `npm run diagrams`: draws every ```mermaid block of docs/, blog/ and
 * src/pages/ into static/img/diagrams/<id>-light.svg and <id>-dark.svg with
 * the system Chromium and the Mermaid package, and deletes the SVGs that no
 * block uses any more. Run it after adding or editing a diagram and commit
 * the SVGs; the build fails on a diagram without them (see
 * src/plugins/remark-prerendered-diagrams.ts), while `npm start` draws such a
 * diagram live so you can see it as you write.
 *
 *   npm run diagrams              draw what is missing, delete what is unused
 *   npm run diagrams -- --force   redraw everything
 *   npm run diagrams -- --check   change nothing; exit 1 when something is missing or unused
 *
 * Environment: CHROME_PATH (the Chromium to use, /usr/bin/chromium).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../chromium.mjs';
import {DIAGRAMS_DIR, MODES, diagramFileName, diagramText, mermaidConfig, withIntrinsicSize} from '../../src/plugins/diagrams.mjs';
import {contentDiagrams} from './content.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = path.join(siteDir, DIAGRAMS_DIR);

async function renderAll(page, jobs) {
  return page.evaluate(async (list) => {
    const results = [];
    for (const {key, source, config} of list) {
      try {
        // Each diagram gets its own id seed, so two diagrams on one page never share ids.
        window.mermaid.initialize({...config, deterministicIDSeed: key});
        const {svg} = await window.mermaid.render(`d${key}`, source);
        const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
        const error = parsed.querySelector('parsererror');
        results.push(error ? {error: `not well-formed XML: ${error.textContent}`} : {svg});
      } catch (error) {
        results.push({error: String(error?.message ?? error)});
      }
    }
    return results;
  }, jobs);
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const unknown = [...args].filter((arg) => !['--force', '--check'].includes(arg));
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}. Options: --force --check`);
    process.exit(2);
  }

  const diagrams = contentDiagrams(siteDir);
  const unnamed = diagrams.flatMap((d) => diagramText(d.source).problems.map((p) => `${d.file}:${d.line}: the diagram needs ${p}`));
  if (unnamed.length > 0) {
    console.error(unnamed.join('\n'));
    process.exit(1);
  }

  const wanted = new Map(diagrams.map((d) => [d.id, d]));
  const files = (id) => MODES.map((mode) => ({mode, file: path.join(outDir, diagramFileName(id, mode))}));
  const todo = [...wanted.values()].filter((d) => args.has('--force') || files(d.id).some(({file}) => !fs.existsSync(file)));
  const keep = new Set([...wanted.keys()].flatMap((id) => MODES.map((mode) => diagramFileName(id, mode))));
  const unused = fs.existsSync(outDir) ? fs.readdirSync(outDir).filter((name) => !keep.has(name)) : [];

  if (args.has('--check')) {
    for (const d of todo) console.log(`missing: ${d.file}:${d.line} (${d.id})`);
    for (const name of unused) console.log(`unused: ${path.join(DIAGRAMS_DIR, name)}`);
    console.log(`${wanted.size} diagrams, ${todo.length} to draw, ${unused.length} unused files`);
    process.exit(todo.length + unused.length > 0 ? 1 : 0);
  }

  fs.mkdirSync(outDir, {recursive: true});
  for (const name of unused) fs.rmSync(path.join(outDir, name));

  if (todo.length > 0) {
    const mermaidBundle = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>');
      await page.addScriptTag({path: mermaidBundle});
      const jobs = todo.flatMap((d) => MODES.map((mode) => ({key: `${d.id}-${mode}`, source: d.source, config: mermaidConfig(mode)})));
      const results = await renderAll(page, jobs);
      const failures = [];
      results.forEach((result, index) => {
        const d = todo[Math.floor(index / MODES.length)];
        const mode = MODES[index % MODES.length];
        if (result.error) {
          failures.push(`${d.file}:${d.line} (${mode}): ${result.error}`);
          return;
        }
        fs.writeFileSync(path.join(outDir, diagramFileName(d.id, mode)), `${withIntrinsicSize(result.svg)}\n`);
      });
      if (failures.length > 0) {
        console.error(`Mermaid could not draw:\n${failures.join('\n')}`);
        process.exitCode = 1;
      }
    } finally {
      await browser.close();
    }
  }
  console.log(`${wanted.size} diagrams: ${todo.length} drawn, ${unused.length} unused files deleted (${DIAGRAMS_DIR})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
