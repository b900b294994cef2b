/**
 * Checks every code block that does not run with the maintained tool for its language, each tool
 * once over all the blocks of its languages, the tools side by side. A block no tool can read is
 * marked `unchecked="reason"`; `disable="RULE: reason"` turns one rule off for one block.
 */
import matter from 'gray-matter';
import {NOT_CODE, blockOptions, languageOf, withPlaceholders} from './blocks.mjs';
import {codeBlocks, metaValue} from './extract.mjs';
import compiled from './checkers/compiled.mjs';
import data from './checkers/data.mjs';
import infrastructure from './checkers/infrastructure.mjs';
import markdown from './checkers/markdown.mjs';
import python from './checkers/python.mjs';
import shell from './checkers/shell.mjs';
import treeSitter from './checkers/tree-sitter.mjs';
import typescript from './checkers/typescript.mjs';
import yaml from './checkers/yaml.mjs';

const CHECKERS = [
  shell,
  treeSitter,
  yaml,
  python,
  typescript,
  markdown,
  infrastructure,
  data,
  compiled,
];
const checkerOf = new Map(
  CHECKERS.flatMap((checker) => checker.languages.map((l) => [l, checker])),
);

/** The code blocks of a page, less output and diagrams, with what the checker needs to know. */
export function pageBlocks(file, text) {
  const page = matter(text).data;
  const lines = text.split('\n');
  return codeBlocks(text)
    .filter((block) => !NOT_CODE.has(block.lang))
    .map((block) => ({
      ...block,
      file,
      page,
      language: languageOf(block.lang),
      indent: /^\s*/.exec(lines[block.line - 1])[0].length,
      title: metaValue(block.meta, 'title'),
      options: blockOptions(block),
    }));
}

/** Where a finding is: `file:line:column (language block at line N)`. */
export function locate({block, line, column}) {
  const fileLine = block.line + (line ?? 0);
  const at = column ? `${fileLine}:${column + block.indent}` : `${fileLine}`;
  return `${block.file}:${at} (${block.lang || 'unnamed'} block at line ${block.line})`;
}

/**
 * @typedef {{block: any, tool: string, rule: string, message: string, line?: number, column?: number}} Finding
 * @typedef {{block: any, status: 'run' | 'checked' | 'exempt' | 'failed', tools: Set<string>, findings: Finding[], notes: Set<string>}} BlockResult
 */

/**
 * Checks the blocks of any pages; one result per block, {block, status, tools, findings}, where
 * status is run (left to the runner), checked, exempt or failed (a finding, or no tool).
 * @returns {Promise<BlockResult[]>}
 */
export async function checkBlocks(blocks) {
  const results = blocks.map((block) => ({
    block,
    tools: new Set(),
    findings: [],
    notes: new Set(),
  }));
  const byChecker = new Map();
  for (const result of results) {
    const {block} = result;
    const fail = (rule, message) =>
      result.findings.push({block, tool: 'check-examples', rule, message});
    for (const error of block.options.errors) fail('meta', error);
    if (block.options.runnable) result.status = 'run';
    else if (block.options.unchecked) result.status = 'exempt';
    else if (!block.lang) fail('language', 'a code block names its language (CONTRIBUTING.md)');
    else if (!checkerOf.has(block.language))
      fail('no-tool', `no tool here checks ${block.lang}: mark the block unchecked="reason"`);
    else {
      const input = {block, language: block.language, tools: result.tools, result};
      input.code = withPlaceholders(block.code, block.language);
      const checker = checkerOf.get(block.language);
      byChecker.set(checker, [...(byChecker.get(checker) ?? []), input]);
    }
  }
  const found = await Promise.all([...byChecker].map(([checker, inputs]) => checker.check(inputs)));
  for (const finding of found.flat()) {
    const {result} = finding.input;
    const disable = result.block.options.disables.find(({rules}) => rules.includes(finding.rule));
    if (disable) (disable.used ??= []).push(finding);
    else result.findings.push({...finding, block: result.block});
  }
  for (const result of results) {
    for (const disable of result.block.options.disables) {
      if (disable.used || result.status) continue;
      const message = `disable="${disable.rules.join(', ')}: …" turns off what no tool reports here: remove it`;
      result.findings.push({
        block: result.block,
        tool: 'check-examples',
        rule: 'unused-disable',
        message,
      });
    }
    result.status ??= result.findings.length > 0 ? 'failed' : 'checked';
    if (result.status === 'checked' && result.tools.size === 0)
      throw new Error(`${locate({block: result.block})}: no tool reported checking this block`);
  }
  return results;
}

/** A finding as one line: where, tool, rule and the tool's own message. @param {Finding} finding */
export const formatFinding = (finding) =>
  `${locate(finding)} ${finding.tool} ${finding.rule}: ${finding.message}`;
