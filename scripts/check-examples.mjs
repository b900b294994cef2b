#!/usr/bin/env node
/**
 * `node scripts/check-examples.mjs [--show] [file ...]`: runs every runnable example of docs/ and
 * blog/ (or of the files given) and fails when one prints other than the output shown to readers;
 * --show prints what each printed. Hand-written: no maintained tool runs markdown code blocks in
 * several languages (Python on every supported interpreter), each in a fresh folder without
 * network, against a following output block.
 */
import {markdownFiles, runnableExamples} from './examples/extract.mjs';
import {checkExamples, pythonInterpreters, usesPython} from './examples/run.mjs';

const args = process.argv.slice(2);
const show = args.includes('--show');
const files = args.filter((arg) => arg !== '--show');

const pages = [];
try {
  for (const file of files.length > 0 ? files : markdownFiles('docs', 'blog')) {
    pages.push(runnableExamples(file));
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// A page that runs Python is checked with every interpreter a reader may
// have, in fresh folders for each, as a reader's would be.
const pythons = pythonInterpreters();
const results = [];
for (const pageExamples of pages) {
  for (const python of usesPython(pageExamples) ? pythons : [{}]) {
    results.push(
      ...(await checkExamples(pageExamples, {pythonBin: python.bin, label: python.label})),
    );
  }
}
console.log(`Python examples ran with: ${pythons.map((python) => python.label).join(', ')}`);
for (const {example, output, ok, message} of results) {
  if (show)
    console.log(`\n=== ${example.file}:${example.line} (${example.lang})\n${output.trimEnd()}`);
  if (!ok) console.error(`\nFAIL ${message}`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`examples: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
