/**
 * Writing checks for authors: markdownlint (.markdownlint-cli2.jsonc) and
 * cspell (cspell.json + project-words.txt) over docs/, blog/, README.md and
 * CONTRIBUTING.md. On failure the message is the tool's own report, which
 * names file, line and column. Run them by hand with
 *   npx markdownlint-cli2
 *   npx cspell --no-progress
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {rootDir} from './support/build';

function run(tool: string, args: string[]): {status: number | null; output: string} {
  const result = spawnSync(path.join(rootDir, 'node_modules', '.bin', tool), args, {
    cwd: rootDir,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'},
    timeout: 90_000,
  });
  if (result.error) throw result.error;
  return {status: result.status, output: `${result.stdout}${result.stderr}`.trim()};
}

/** Content files both tools should read (docs, blog, README, CONTRIBUTING). */
function contentFiles(): string[] {
  const markdown = (dir: string) =>
    fs
      .readdirSync(path.join(rootDir, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`);
  return [...markdown('docs'), ...markdown('blog'), 'README.md', 'CONTRIBUTING.md'].filter((file) =>
    fs.existsSync(path.join(rootDir, file)),
  );
}

describe('content lint', () => {
  it('docs and blog posts follow the Markdown rules (markdownlint)', () => {
    const {status, output} = run('markdownlint-cli2', []);
    const linted = Number(/Linting: (\d+) file/.exec(output)?.[1] ?? 0);
    expect(linted, `markdownlint read no files:\n${output}`).toBe(contentFiles().length);
    expect(status, `\n${output}\n`).toBe(0);
  });

  it('docs and blog posts have no spelling mistakes (cspell)', () => {
    const {status, output} = run('cspell', ['--no-progress', '--no-must-find-files', '--show-suggestions']);
    const checked = Number(/Files checked: (\d+)/.exec(output)?.[1] ?? 0);
    expect(checked, `cspell read no files:\n${output}`).toBe(contentFiles().length);
    expect(status, `\nFix the spelling, or add a real technical term to project-words.txt:\n${output}\n`).toBe(0);
  });

  it('project-words.txt holds only words the content uses, once each, sorted', () => {
    const words = fs
      .readFileSync(path.join(rootDir, 'project-words.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(words.length).toBeGreaterThan(0);
    expect(new Set(words.map((word) => word.toLowerCase())).size, 'a word is listed twice').toBe(words.length);
    const sorted = [...words].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'}) || a.localeCompare(b));
    expect(words, 'keep project-words.txt sorted (case-insensitive)').toEqual(sorted);
    const text = contentFiles()
      .map((file) => fs.readFileSync(path.join(rootDir, file), 'utf8'))
      .join('\n');
    const unused = words.filter((word) => !new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'iu').test(text));
    expect(unused, 'words in project-words.txt that no content uses: remove them').toEqual([]);
  });
});
