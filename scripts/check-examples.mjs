#!/usr/bin/env node
/**
 * Runs every runnable example in docs/ and blog/ (or in the files given) and
 * fails when one prints something other than the output shown to readers.
 *
 *   node scripts/check-examples.mjs [--show] [file ...]
 *
 * --show prints what each example actually printed: handy while writing.
 */
import {markdownFiles, runnableExamples} from './examples/extract.mjs';
import {checkExamples, pythonInterpreters, usesPython} from './examples/run.mjs';

const args = process.argv.slice(2);
const show = args.includes('--show');
const files = args.filter((arg) => arg !== '--show');
const targets = files.length > 0 ? files : markdownFiles('docs', 'blog');

let examples;
try {
  examples = targets.flatMap((file) => runnableExamples(file));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// A page that runs Python is checked with every interpreter a reader may
// have; each page runs in fresh folders for each, as a reader's would.
const pythons = pythonInterpreters();
const byFile = new Map();
for (const example of examples) byFile.set(example.file, [...(byFile.get(example.file) ?? []), example]);
const results = [];
for (const pageExamples of byFile.values()) {
  for (const python of usesPython(pageExamples) ? pythons : [{}]) {
    results.push(...(await checkExamples(pageExamples, {pythonBin: python.bin, label: python.label})));
  }
}
console.log(`Python examples ran with: ${pythons.map((python) => python.label).join(', ')}`);
for (const result of results) {
  const {file, line, lang} = result.example;
  if (show) {
    console.log(`\n=== ${file}:${line} (${lang})\n${result.output.trimEnd()}`);
  }
  if (!result.ok) console.error(`\nFAIL ${result.message}`);
}
const failed = results.filter((result) => !result.ok).length;
const byLanguage = {};
for (const {example} of results) byLanguage[example.runner] = (byLanguage[example.runner] ?? 0) + 1;
console.log(`\nRunnable examples by runner: ${JSON.stringify(byLanguage)}`);
console.log(`examples: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
