/**
 * What authors write: every doc is a real teaching page with the front
 * matter the site needs, version-dependent pages say what they were checked
 * against, every code block highlights, and markdownlint and cspell pass.
 * Failures name the file to fix.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import matter from 'gray-matter';
import {Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import config from '../docusaurus.config';
import {codeBlocks} from '../scripts/examples/extract.mjs';
import {contentFiles, rootDir} from './support/build';

const read = (file: string) => fs.readFileSync(path.join(rootDir, file), 'utf8');
const docs = contentFiles('docs/**/*.{md,mdx}');

/** Words a reader reads: front matter, code blocks, imports and JSX tags left out. */
function proseWords(markdown: string): number {
  const lines = matter(markdown).content.split('\n');
  for (const block of codeBlocks(lines.join('\n'))) lines.fill('', block.line - 1, block.endLine);
  const prose = lines.filter((line) => !/^\s*import\s/.test(line)).join(' ');
  const words = prose.replace(/<\/?[A-Za-z][^>]*>/g, ' ').split(/\s+/);
  return words.filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Links to other pages of this site: relative .md links and /docs or /blog paths. */
function internalLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((href) => /^(\.{1,2}\/|\/docs\/|\/blog\b|[\w-]+\.mdx?(#|$))/.test(href));
}

describe.each(docs)('%s', (file) => {
  const markdown = read(file);
  const {title, description} = matter(markdown).data;

  it('has a title and a description in its front matter', () => {
    expect(typeof title === 'string' && title.trim(), 'front matter needs `title:`').toBeTruthy();
    expect(typeof description === 'string' && description.trim(), '`description:`').toBeTruthy();
  });

  it('is a teaching page: 600 words of prose, code, two links to other pages, no stub', () => {
    expect(proseWords(markdown)).toBeGreaterThanOrEqual(600);
    expect(codeBlocks(markdown).filter((block) => block.lang !== '').length).toBeGreaterThan(0);
    expect(internalLinks(markdown).length).toBeGreaterThanOrEqual(2);
    expect(markdown).not.toMatch(/This page is being written/);
  });
});

describe('version line', () => {
  const monthYear =
    /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;
  const named = contentFiles().filter((file) => {
    const data = matter(read(file)).data;
    return data.checked_against !== undefined || data.checked_in !== undefined;
  });

  it('the pages that depend on versions name them', () => {
    const versioned = [
      'docs/python/intro.md',
      'docs/dotnet/intro.md',
      'docs/devops/kubernetes/intro.md',
    ];
    expect(named).toEqual(expect.arrayContaining(versioned));
  });

  it.each(named)('%s lists its versions and the month it was checked', (file) => {
    const {checked_against: versions, checked_in: month} = matter(read(file)).data;
    expect(versions, 'checked_against: [Python 3.13, Python 3.12]').toEqual(
      versions.map(() => expect.stringMatching(/\d/)),
    );
    expect(versions.length).toBeGreaterThan(0);
    expect(String(month), 'checked_in: "November 2026"').toMatch(monthYear);
  });
});

it('every code block in docs/ and blog/ names a language that highlights on this site', () => {
  // The extra grammars load the way the theme loads them in the browser.
  const require = createRequire(import.meta.url);
  Object.assign(globalThis, {Prism});
  const {prism} = config.themeConfig as {prism: {additionalLanguages: string[]}};
  for (const language of prism.additionalLanguages) require(`prismjs/components/prism-${language}`);
  const grammars = Object.entries(Prism.languages).filter(
    ([, grammar]) => typeof grammar === 'object',
  );
  const highlighted = new Set(['text', 'mermaid', ...grammars.map(([name]) => name)]);
  const problems = contentFiles().flatMap((file) =>
    codeBlocks(read(file))
      .filter((block) => !highlighted.has(block.lang))
      .map((block) => `${file}:${block.line}: "${block.lang}" does not highlight`),
  );
  expect(problems).toEqual([]);
});

describe('writing checks (the message is the tool report, naming file, line and column)', () => {
  const linted = [...contentFiles(), 'README.md', 'CONTRIBUTING.md'];

  function run(tool: string, ...args: string[]): string {
    const bin = path.join(rootDir, 'node_modules', '.bin', tool);
    const result = spawnSync(bin, args, {
      cwd: rootDir,
      encoding: 'utf8',
      env: {...process.env, NO_COLOR: '1'},
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status, output).toBe(0);
    return output;
  }

  it('markdownlint passes on docs, blog posts, README and CONTRIBUTING', () => {
    expect(run('markdownlint-cli2')).toContain(`Linting: ${linted.length} file(s)`);
  });

  it('cspell passes on the same files (technical terms go in project-words.txt)', () => {
    const output = run('cspell', '--no-progress', '--no-must-find-files', '--show-suggestions');
    expect(output).toContain(`Files checked: ${linted.length}`);
  });

  it('project-words.txt holds only words the content uses, once each, sorted', () => {
    const words = read('project-words.txt')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    const sorted = [...words].sort(
      (a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'}) || a.localeCompare(b),
    );
    expect(words).toEqual(sorted);
    expect(new Set(words.map((word) => word.toLowerCase())).size, 'a word is listed twice').toBe(
      words.length,
    );
    const text = linted.map(read).join('\n');
    const unused = words.filter(
      (word) => !new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'iu').test(text),
    );
    expect(unused, 'unused words in project-words.txt').toEqual([]);
  });
});
