#!/usr/bin/env node
/**
 * `node scripts/check-examples.mjs [--show] [--no-run] [file ...]`: checks every code block of
 * docs/ and blog/ (or of the files given). Runnable examples run and must print the output shown
 * to readers; every other block is read by its language's own tool (scripts/examples/checkers/);
 * a table by language ends the report. --show prints what each example printed; --no-run checks
 * without running. Hand-written: no maintained tool runs markdown code blocks in several
 * languages (Python on every supported interpreter), each in a fresh folder without network,
 * against a following output block, or hands each block to the right linter.
 */
import fs from 'node:fs';
import {checkBlocks, formatFinding, locate, pageBlocks} from './examples/check-blocks.mjs';
import {markdownFiles, runnableExamples} from './examples/extract.mjs';
import {checkExamples, pythonInterpreters, usesPython} from './examples/run.mjs';

/** Above this share of unchecked blocks the run fails: exemptions are for what no tool reads. */
const MAX_UNCHECKED_SHARE = 0.05;

const args = process.argv.slice(2);
const show = args.includes('--show');
const runExamples = !args.includes('--no-run');
const files = args.filter((arg) => !arg.startsWith('--'));

const pages = [];
const blocks = [];
try {
  for (const file of files.length > 0 ? files : markdownFiles('docs', 'blog')) {
    const text = fs.readFileSync(file, 'utf8');
    pages.push(runnableExamples(file, text));
    blocks.push(...pageBlocks(file, text));
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const started = Date.now();
const checked = await checkBlocks(blocks);
const checkSeconds = ((Date.now() - started) / 1000).toFixed(1);

// A page that runs Python is checked with every interpreter a reader may
// have, in fresh folders for each, as a reader's would be.
const pythons = pythonInterpreters();
const results = [];
for (const pageExamples of runExamples ? pages : []) {
  for (const python of usesPython(pageExamples) ? pythons : [{}]) {
    results.push(
      ...(await checkExamples(pageExamples, {pythonBin: python.bin, label: python.label})),
    );
  }
}
for (const {example, output, ok, message} of results) {
  if (show)
    console.log(`\n=== ${example.file}:${example.line} (${example.lang})\n${output.trimEnd()}`);
  if (!ok) console.error(`\nFAIL ${message}`);
}
const ranFailed = new Set(
  results.filter((r) => !r.ok).map((r) => `${r.example.file}:${r.example.line}`),
);

// One row per language: blocks, run, checked by a tool, exempt, failed (either way), its tools.
const columns = ['blocks', 'run', 'checked', 'exempt', 'failed'];
const newRow = () => ({...Object.fromEntries(columns.map((key) => [key, 0])), tools: new Set()});
const rows = new Map();
const total = newRow();
for (const {block, status, tools} of checked) {
  const row = rows.get(block.language) ?? rows.set(block.language, newRow()).get(block.language);
  const failedRun = status === 'run' && ranFailed.has(`${block.file}:${block.line}`);
  for (const counts of [row, total]) {
    counts.blocks += 1;
    counts[status === 'failed' ? 'checked' : status] += 1;
    if (status === 'failed' || failedRun) counts.failed += 1;
  }
  for (const tool of tools) row.tools.add(tool);
  if (status === 'run') row.tools.add(runExamples ? 'run' : 'run (skipped: --no-run)');
}
const line = (name, row) =>
  `${name.padEnd(12)}${columns.map((key) => String(row[key]).padStart(8)).join('')}  ${[...row.tools].join(', ')}`;
console.log(`\nCode blocks by language (text output and mermaid diagrams are not code)`);
console.log(`${'language'.padEnd(12)}${columns.map((key) => key.padStart(8)).join('')}  tools`);
for (const [name, row] of [...rows].sort(([a], [b]) => a.localeCompare(b)))
  console.log(line(name, row));
console.log(line('total', total));

const exempt = checked.filter(({status}) => status === 'exempt');
if (exempt.length > 0) console.log(`\nUnchecked blocks (${exempt.length}):`);
for (const {block} of exempt) console.log(`  ${locate({block})}: ${block.options.unchecked}`);
const notes = new Set(checked.flatMap((result) => [...result.notes]));
for (const note of notes) console.log(`\nNote: ${note}`);

const findings = checked.flatMap((result) => result.findings);
for (const finding of findings) console.error(`\nFAIL ${formatFinding(finding)}`);
const share = total.blocks === 0 ? 0 : exempt.length / total.blocks;
const tooMany = share > MAX_UNCHECKED_SHARE;
if (tooMany)
  console.error(
    `\nFAIL ${(share * 100).toFixed(1)}% of code blocks are unchecked, above ${MAX_UNCHECKED_SHARE * 100}%`,
  );
if (runExamples)
  console.log(`\nPython examples ran with: ${pythons.map((python) => python.label).join(', ')}`);
console.log(`code blocks checked in ${checkSeconds}s: ${findings.length} findings`);
const failed = results.filter((result) => !result.ok).length;
console.log(`examples: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 || findings.length > 0 || tooMany ? 1 : 0);
