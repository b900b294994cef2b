/**
 * Finds the runnable examples of markdown files: a fenced block whose meta
 * holds `runnable` (`session=NAME`: blocks of a page share a folder;
 * `timeout=SECONDS`: above 20 s), followed by a ```text output``` block.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {globSync} from 'tinyglobby';
import {visit} from 'unist-util-visit';

/** Languages the runner can execute, mapped to the interpreter family. */
const RUNNERS = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  python: 'python',
  py: 'python',
  js: 'node',
  javascript: 'node',
};

/** A file's fenced code blocks with their language, meta and lines, as a markdown parser reads them. */
export function codeBlocks(text) {
  const blocks = [];
  visit(fromMarkdown(text), 'code', (node) => {
    const [lang = '', ...meta] = `${node.lang ?? ''} ${node.meta ?? ''}`.trim().split(/\s+/);
    const {start, end} = node.position;
    blocks.push({
      lang: lang.toLowerCase(),
      meta: meta.join(' '),
      code: node.value,
      line: start.line,
      endLine: end.line,
    });
  });
  return blocks;
}

export const hasWord = (meta, word) => new RegExp(`(?:^|\\s)${word}(?:\\s|$)`).test(meta);
export const metaValue = (meta, key) =>
  new RegExp(`(?:^|\\s)${key}=("[^"]*"|\\S+)`).exec(meta)?.[1].replace(/^"|"$/g, '');

/** The runnable examples of one file; throws naming file:line when one is malformed. */
export function runnableExamples(file, text = fs.readFileSync(file, 'utf8')) {
  const blocks = codeBlocks(text);
  return blocks.flatMap((block, index) => {
    if (!hasWord(block.meta, 'runnable')) return [];
    const where = `${file}:${block.line}`;
    const runner = RUNNERS[block.lang];
    if (!runner) {
      const known = Object.keys(RUNNERS).join(', ');
      throw new Error(
        `${where}: a block marked runnable must be one of ${known}; found "${block.lang}"`,
      );
    }
    const next = blocks[index + 1];
    if (next?.lang !== 'text' || !hasWord(next.meta, 'output')) {
      throw new Error(
        `${where}: a runnable block must be followed by a \`\`\`text output block showing what it prints`,
      );
    }
    const timeoutSeconds = Number(metaValue(block.meta, 'timeout') ?? 20);
    if (!(Number.isFinite(timeoutSeconds) && timeoutSeconds > 0))
      throw new Error(`${where}: timeout= must be a positive number of seconds`);
    const session = metaValue(block.meta, 'session');
    const {line, lang, code, meta} = block;
    return [{file, line, lang, runner, code, meta, expected: next.code, session, timeoutSeconds}];
  });
}

/** Every .md and .mdx file under the given folders, sorted. */
export function markdownFiles(...roots) {
  return roots
    .flatMap((root) => globSync('**/*.{md,mdx}', {cwd: root}).map((file) => path.join(root, file)))
    .sort();
}
