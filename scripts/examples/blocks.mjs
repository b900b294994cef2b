/**
 * What the checker reads from a code block besides its code: the language (aliases folded), the
 * `unchecked="reason"` marker, rules turned off with `disable="RULE: reason"`, placeholders such
 * as <your-bucket>, and terminal transcripts. Findings are located in the page from here.
 */
import {hasWord, metaValue} from './extract.mjs';

/** Other names of a language; a table row and a checker per canonical name. */
const ALIASES = {
  shell: 'bash',
  docker: 'dockerfile',
  md: 'markdown',
  js: 'javascript',
  ts: 'typescript',
  cs: 'csharp',
  py: 'python',
  yml: 'yaml',
  markup: 'html',
};
/** Blocks that are not code: output shown to readers, and diagrams (drawn by `npm run diagrams`). */
export const NOT_CODE = new Set(['text', 'mermaid']);

export const languageOf = (lang) => ALIASES[lang] ?? lang;

/**
 * Whether a shell block holds commands the reader types at a prompt, rather than a script the
 * reader saves (one with a `title="name.sh"` or a `#!` line). Rules for scripts do not all apply.
 */
export const isTypedAtPrompt = ({meta, code}) =>
  metaValue(meta, 'title') === undefined && !/^#!/.test(code);

/**
 * The checking instructions of a block: {runnable, unchecked, disables: [{rules, reason}], errors}.
 * `disable="SC2034, SC2154: both are set by the page's previous block; SC2164: reason"`.
 */
export function blockOptions(block) {
  const errors = [];
  const runnable = hasWord(block.meta, 'runnable');
  const unchecked = metaValue(block.meta, 'unchecked');
  if (hasWord(block.meta, 'unchecked') || unchecked === '')
    errors.push('unchecked needs a reason: unchecked="needs a running cluster"');
  const disables = [];
  for (const part of (metaValue(block.meta, 'disable') ?? '').split(';')) {
    if (part.trim() === '') continue;
    const match = /^\s*([\w/.-]+(?:\s*,\s*[\w/.-]+)*)\s*:\s*(\S.*)$/.exec(part);
    const rules = match?.[1].split(/\s*,\s*/) ?? [];
    if (!match)
      errors.push(`disable="${part.trim()}" needs a rule and a reason: disable="SC2034: why"`);
    else if (rules.includes('syntax'))
      errors.push(
        'a syntax error cannot be disabled: fix it, or mark the block unchecked="reason"',
      );
    else disables.push({rules, reason: match[2].trim()});
  }
  if (runnable && (unchecked !== undefined || disables.length > 0))
    errors.push(
      'a runnable block is checked by running it: it takes neither unchecked nor disable',
    );
  return {runnable, unchecked, disables, errors};
}

/** Languages where <word> cannot be code, so it is a placeholder the reader replaces. */
const PLACEHOLDER_LANGUAGES = new Set(
  'bash sh powershell yaml json toml ini hcl dockerfile sql python graphql'.split(' '),
);
const PLACEHOLDER = /<([A-Za-z][\w.-]*)>/g;

/**
 * The code as its tool reads it: each placeholder such as <your-bucket> becomes the word inside it
 * (in JSON, outside a string, a string of it), so the tool checks the code around it.
 */
export function withPlaceholders(code, language) {
  if (!PLACEHOLDER_LANGUAGES.has(language)) return code;
  if (language !== 'json') return code.replace(PLACEHOLDER, '$1');
  return code.replace(PLACEHOLDER, (match, word, offset) => {
    const before = code.slice(code.lastIndexOf('\n', offset) + 1, offset);
    const inString = (before.replace(/\\./g, '').match(/"/g) ?? []).length % 2 === 1;
    return inString ? word : `"${word}"`;
  });
}

/**
 * A terminal transcript, one whose first line starts with a prompt (`$ ` for shells, `PS> ` or
 * `PS C:\path> ` for PowerShell), keeps its commands and their continuation lines (after `\` or
 * a `> ` prompt); the output lines become blank, so line numbers stay those of the page.
 */
export function commandsOfTranscript(code, language) {
  const powershell = language === 'powershell';
  const prompt = powershell ? /^PS(?: [^>\n]*)?> ?/ : /^\$ /;
  const secondPrompt = powershell ? /^>> ?/ : /^> /;
  const continued = powershell ? /`$/ : /\\$/;
  const lines = code.split('\n');
  if (!prompt.test(lines.find((line) => line.trim() !== '') ?? '')) return code;
  let kept = false;
  let continues = false;
  return lines
    .map((line) => {
      const command =
        prompt.exec(line) ?? (kept ? secondPrompt.exec(line) : null) ?? (continues ? [''] : null);
      kept = command !== null;
      continues = kept && continued.test(line);
      return kept ? ' '.repeat(command[0].length) + line.slice(command[0].length) : '';
    })
    .join('\n');
}
