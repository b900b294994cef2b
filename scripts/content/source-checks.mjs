/**
 * The author mistakes that the build lets through silently, found in the markdown itself: front
 * matter that is not valid YAML, a doc or post without a `description` (Docusaurus would make one
 * up from the first paragraph), a code block whose language does not highlight here (Prism
 * shows it as plain text), and a `#` comment in a block of shell commands that readers type (zsh,
 * the macOS shell, runs it as words of the command unless `setopt interactive_comments`), a
 * variable named `status` (read-only in zsh), and a `\` line continuation in a cross-platform CLI's
 * command outside a Linux or macOS tab (PowerShell, where Windows readers paste it, does not
 * continue lines with `\`), and `apt install` with no `apt update` before it (empty package lists on
 * a fresh machine). Each problem names the file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {isTypedAtPrompt} from '../examples/blocks.mjs';
import {codeBlocks, markdownFiles} from '../examples/extract.mjs';
import {highlightedLanguages} from './highlighting.mjs';

/** The line of a front matter key, or the first line. */
const lineOf = (text, key) =>
  text.split('\n').findIndex((line) => line.startsWith(`${key}:`)) + 1 || 1;

function frontMatterProblems(file, text) {
  let data;
  try {
    data = matter(text).data;
  } catch (error) {
    // js-yaml counts from 0 in the front matter, whose line 0 is the opening `---`.
    const line = (error.mark?.line ?? 0) + 1;
    return [
      {file, line, message: `front matter is not valid YAML: ${error.reason ?? error.message}`},
    ];
  }
  const {description} = data;
  if (typeof description === 'string' && description.trim() !== '') return [];
  return [
    {
      file,
      line: lineOf(text, 'description'),
      message:
        'front matter needs a description: one sentence, shown in search results and link previews',
    },
  ];
}

function languageProblems(file, text, highlighted) {
  return codeBlocks(text)
    .filter((block) => !highlighted.has(block.lang))
    .map((block) => ({
      file,
      line: block.line,
      message:
        block.lang === ''
          ? 'the code block names no language (use `text` for plain output)'
          : `the code block's language "${block.lang}" does not highlight here (CONTRIBUTING.md lists those that do; \`text\` for plain output)`,
    }));
}

const shells = new Set(['bash', 'sh', 'shell', 'zsh']);

/** A `#` that starts a comment: at the start of a line, or after a blank outside quotes. */
function hasComment(line) {
  let quote = null;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quote) {
      if (char === quote) quote = null;
      else if (char === '\\' && quote === '"') index += 1;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '\\') index += 1;
    else if (char === '#' && (index === 0 || /\s/.test(line[index - 1]))) return true;
  }
  return false;
}

/** Shell blocks that readers type at a prompt (not scripts, which have a title or `#!` line). */
const typedShellBlocks = (text) =>
  codeBlocks(text).filter((block) => shells.has(block.lang) && isTypedAtPrompt(block));

/** Comment lines of shell blocks typed at a prompt (a script, with a title or `#!`, may have them). */
function shellCommentProblems(file, text) {
  return typedShellBlocks(text).flatMap((block) => {
    const problems = [];
    let heredocEnd = null;
    block.code.split('\n').forEach((line, index) => {
      if (heredocEnd !== null) {
        if (line.trim() === heredocEnd) heredocEnd = null;
        return; // a here-document's lines are data, not commands
      }
      if (hasComment(line)) {
        problems.push({
          file,
          line: block.line + index + 1,
          message:
            'a `#` comment in shell commands that readers type: zsh (the macOS shell) runs it as part of the command; say it in the prose, or give a script a title="name.sh"',
        });
      }
      heredocEnd = /<<-?\s*['"]?(\w+)['"]?/.exec(line)?.[1] ?? null;
    });
    return problems;
  });
}

/** The `value` of the <TabItem> a block sits in, if any. */
function enclosingTab(text, line) {
  const before = text
    .split('\n')
    .slice(0, line - 1)
    .join('\n');
  const open = before.lastIndexOf('<TabItem');
  if (open === -1 || before.lastIndexOf('</TabItem>') > open) return undefined;
  return /value="([^"]*)"/.exec(before.slice(open))?.[1];
}

/** Tools that Windows readers run from PowerShell, so their commands reach it as typed. */
const CROSS_PLATFORM = new Set([
  ...['aws', 'az', 'gcloud', 'gh', 'git', 'docker', 'kubectl', 'kind', 'helm', 'terraform'],
  ...['dotnet', 'npm', 'npx', 'node', 'pip', 'python', 'py', 'uv', 'ollama', 'curl'],
]);
const UNIX_TABS = new Set(['linux', 'macos']);

/** The program a shell line runs, past `sudo` and VAR=value prefixes. */
const programOf = (line) =>
  line
    .trim()
    .split(/\s+/)
    .find((word) => word !== 'sudo' && !/^\w+=/.test(word));

/**
 * Lines of shell commands typed at a prompt that work in bash but not where some readers type them:
 * `status=` (zsh's read-only exit status) and a cross-platform command continued with `\`.
 */
function shellPortabilityProblems(file, text) {
  return typedShellBlocks(text).flatMap((block) => {
    const tab = enclosingTab(text, block.line);
    const lines = block.code.split('\n');
    return lines.flatMap((line, index) => {
      const at = {file, line: block.line + index + 1};
      if (/(?:^|[\s;&|(])status=/.test(line))
        return [
          {
            ...at,
            message:
              'a variable named `status`: zsh (the macOS shell) has it read-only; pick another name',
          },
        ];
      const continues = index > 0 && lines[index - 1].endsWith('\\');
      if (!line.endsWith('\\') || continues || UNIX_TABS.has(tab)) return [];
      const program = programOf(line);
      if (!CROSS_PLATFORM.has(program)) return [];
      return [
        {
          ...at,
          message: `\`${program} …\` continued with \`\\\`: Windows readers paste it into PowerShell, which does not continue lines with \`\\\`; write it on one line, or give each system its own tab`,
        },
      ];
    });
  });
}

const APT_UPDATE = /\bapt(?:-get)?\s+update\b/;
const APT_INSTALL = /\bapt(?:-get)?\s+(?:-\S+\s+)*install\b/;

/**
 * `apt install` in shell commands typed at a prompt with no `apt update` before it in the block: on a
 * fresh machine or container the package lists are empty, so it fails with "Unable to locate package".
 */
function aptUpdateProblems(file, text) {
  return typedShellBlocks(text).flatMap((block) => {
    let updated = false;
    return block.code.split('\n').flatMap((line, index) => {
      const install = APT_INSTALL.exec(line);
      const update = APT_UPDATE.exec(line);
      const missing = install && !updated && !(update && update.index < install.index);
      if (update) updated = true;
      if (!missing) return [];
      return [
        {
          file,
          line: block.line + index + 1,
          message:
            '`apt install` without `apt update` before it: on a fresh machine or container the package lists are empty and it fails with "Unable to locate package"; run `sudo apt update` first in the same block',
        },
      ];
    });
  });
}

/** Problems in the docs and posts of a site, with file paths relative to it. */
export function sourceProblems(siteDir) {
  const highlighted = highlightedLanguages();
  const files = markdownFiles(path.join(siteDir, 'docs'), path.join(siteDir, 'blog'));
  return files.flatMap((absolute) => {
    const file = path.relative(siteDir, absolute);
    const text = fs.readFileSync(absolute, 'utf8');
    return [
      ...frontMatterProblems(file, text),
      ...languageProblems(file, text, highlighted),
      ...shellCommentProblems(file, text),
      ...shellPortabilityProblems(file, text),
      ...aptUpdateProblems(file, text),
    ];
  });
}
