/**
 * Finds the code blocks that authors mark as runnable in markdown files.
 *
 * A runnable example is a fenced block whose meta string holds the word
 * `runnable`, followed (after optional blank lines or prose-free gap) by a
 * ```text output``` block with what it prints:
 *
 *     ```python runnable
 *     print(1 + 1)
 *     ```
 *
 *     ```text output
 *     2
 *     ```
 *
 * `runnable session=NAME` makes blocks of one page share a working directory,
 * run in page order. `runnable timeout=SECONDS` raises the time limit.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Languages the runner can execute, mapped to the interpreter family. */
export const RUNNERS = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  python: 'python',
  py: 'python',
  js: 'node',
  javascript: 'node',
};

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Splits a file into its fenced code blocks with their language, meta and line. */
export function codeBlocks(text) {
  const lines = text.split('\n');
  const blocks = [];
  let open = null;
  for (let i = 0; i < lines.length; i += 1) {
    const match = FENCE.exec(lines[i]);
    if (!open) {
      if (match) {
        const info = match[3].trim();
        const [lang = '', ...metaWords] = info.split(/\s+/);
        open = {
          fence: match[2],
          indent: match[1].length,
          lang: lang.toLowerCase(),
          meta: metaWords.join(' '),
          line: i + 1,
          body: [],
        };
      }
    } else if (
      match &&
      match[2][0] === open.fence[0] &&
      match[2].length >= open.fence.length &&
      match[3].trim() === ''
    ) {
      blocks.push({...open, code: open.body.join('\n'), endLine: i + 1});
      open = null;
    } else {
      open.body.push(lines[i].slice(Math.min(open.indent, leadingSpaces(lines[i]))));
    }
  }
  return blocks;
}

function leadingSpaces(line) {
  return line.length - line.trimStart().length;
}

function metaValue(meta, key) {
  const match = new RegExp(`(?:^|\\s)${key}=("[^"]*"|\\S+)`).exec(meta);
  return match ? match[1].replace(/^"|"$/g, '') : undefined;
}

export function isRunnable(block) {
  return /(?:^|\s)runnable(?:\s|$)/.test(block.meta);
}

function isOutput(block) {
  return block.lang === 'text' && /(?:^|\s)output(?:\s|$)/.test(block.meta);
}

/**
 * The runnable examples of one file, each with its expected output.
 * Throws with the file and line when a marked block is malformed.
 */
export function runnableExamples(file, text = fs.readFileSync(file, 'utf8')) {
  const blocks = codeBlocks(text);
  const examples = [];
  blocks.forEach((block, index) => {
    if (!isRunnable(block)) return;
    const where = `${file}:${block.line}`;
    const runner = RUNNERS[block.lang];
    if (!runner) {
      throw new Error(
        `${where}: a block marked runnable must be one of ${Object.keys(RUNNERS).join(', ')}; found "${block.lang}"`,
      );
    }
    const next = blocks[index + 1];
    if (!next || !isOutput(next)) {
      throw new Error(
        `${where}: a runnable block must be followed by a \`\`\`text output block showing what it prints`,
      );
    }
    const timeout = Number(metaValue(block.meta, 'timeout') ?? 20);
    if (!Number.isFinite(timeout) || timeout <= 0) {
      throw new Error(`${where}: timeout= must be a positive number of seconds`);
    }
    examples.push({
      file,
      line: block.line,
      lang: block.lang,
      runner,
      code: block.code,
      meta: block.meta,
      expected: next.code,
      session: metaValue(block.meta, 'session'),
      timeoutSeconds: timeout,
    });
  });
  return examples;
}

/** Every .md and .mdx file under the given folders, sorted. */
export function markdownFiles(...roots) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) files.push(full);
    }
  };
  roots.filter((root) => fs.existsSync(root)).forEach(walk);
  return files.sort();
}
