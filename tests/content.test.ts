/**
 * What authors write: every doc is a real teaching page with the front matter the site needs,
 * version-dependent pages say what they were checked against, the author check's source checks
 * pass (front matter, descriptions, code languages), and markdownlint and cspell pass. Failures
 * name the file to fix.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {sourceProblems} from '../scripts/content/source-checks.mjs';
import {codeBlocks} from '../scripts/examples/extract.mjs';
import {contentFiles, rootDir} from './support/build';

const read = (file: string) => fs.readFileSync(path.join(rootDir, file), 'utf8');

/** Words a reader reads: code blocks, imports and JSX tags left out. */
function proseWords(content: string): number {
  const lines = content.split('\n');
  for (const block of codeBlocks(content)) lines.fill('', block.line - 1, block.endLine);
  const prose = lines.filter((line) => !/^\s*import\s/.test(line)).join(' ');
  const words = prose.replace(/<\/?[A-Za-z][^>]*>/g, ' ').split(/\s+/);
  return words.filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Links to other pages of this site: relative .md links and /docs or /blog paths. */
function internalLinks(content: string): string[] {
  return [...content.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((href) => /^(\.{1,2}\/|\/docs\/|\/blog\b|[\w-]+\.mdx?(#|$))/.test(href));
}

it.each(contentFiles('docs/**/*.{md,mdx}'))(
  '%s is a teaching page: title, description, 600 words, code, two links to other pages',
  (file) => {
    const {data, content} = matter(read(file));
    expect(data).toMatchObject({
      title: expect.stringMatching(/\S/),
      description: expect.stringMatching(/\S/),
    });
    expect(proseWords(content)).toBeGreaterThanOrEqual(600);
    expect(codeBlocks(content).filter((block) => block.lang !== '').length).toBeGreaterThan(0);
    expect(internalLinks(content).length).toBeGreaterThanOrEqual(2);
    expect(content).not.toMatch(/This page is being written/);
  },
);

it('pages that depend on versions say which ones they were checked against, and when', () => {
  const month =
    /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;
  const named = contentFiles().filter((file) => {
    const data = matter(read(file)).data;
    return data.checked_against !== undefined || data.checked_in !== undefined;
  });
  const versioned = ['python', 'dotnet', 'devops/kubernetes'].map((dir) => `docs/${dir}/intro.md`);
  expect(named).toEqual(expect.arrayContaining(versioned));
  for (const file of named) {
    const {checked_against: versions, checked_in: checked} = matter(read(file)).data;
    const listed =
      Array.isArray(versions) && versions.length > 0 && versions.every((v) => /\d/.test(v));
    expect(listed, `${file}: checked_against must list versions, such as [Python 3.13]`).toBe(true);
    expect(String(checked), `${file}: checked_in must be a month and year`).toMatch(month);
  }
});

it('docs and posts have valid front matter, a description, and code in languages that highlight', () => {
  // The same checks as the author check (npm run check), each problem as file:line: message.
  const problems = sourceProblems(rootDir).map(
    ({file, line, message}) => `${file}:${line}: ${message}`,
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
});
