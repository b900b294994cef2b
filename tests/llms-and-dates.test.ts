import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import {beforeAll, describe, expect, it} from 'vitest';
import {gitHistory} from '../src/data/gitHistory';
import {codeBlocks} from '../scripts/examples/extract.mjs';
import {docRoutes, siteTitle} from './support/spec';
import {assertBuilt, readBuildFile, readRoute, rootDir, siteUrl} from './support/build';

beforeAll(assertBuilt);

describe('llms.txt and llms-full.txt', () => {
  const docs = docRoutes.map((route) => {
    const {title, description} = matter.read(path.join(rootDir, `${route.slice(1)}.md`)).data;
    return {route, title: String(title), description: String(description)};
  });

  it('llms.txt has the site title, a summary, and every doc with its title and description', () => {
    const text = readBuildFile('llms.txt');
    expect(text).toMatch(new RegExp(`^# ${siteTitle}\n\n> \\S`));
    for (const {route, title, description} of docs) {
      expect(text).toContain(`\n- [${title}](${siteUrl}${route}): ${description.slice(0, 80)}`);
    }
  });

  it('llms-full.txt holds every doc under its title, in the reading order of llms.txt', () => {
    const titles = readBuildFile('llms.txt').match(/(?<=^- \[).+(?=\]\()/gm) ?? [];
    expect([...titles].sort()).toEqual(docs.map(({title}) => title).sort());
    expect(titles[0]).toBe('Start here');
    const full = readBuildFile('llms-full.txt');
    const positions = titles.map((title) => full.indexOf(`\n## ${title}\n`));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('llms-full.txt has no front matter, imports or JSX outside code', () => {
    const text = readBuildFile('llms-full.txt');
    const lines = text.split('\n');
    for (const block of codeBlocks(text)) lines.fill('', block.line - 1, block.endLine);
    const stray =
      /^(title|description|sidebar_position):|^import\s.+from\s|<\/?[A-Z][A-Za-z]*[\s>/]/;
    expect(lines.filter((line) => stray.test(line))).toEqual([]);
  });
});

describe('last updated dates', () => {
  it('show on doc pages, from git history', () => {
    const time = readRoute('/docs/python/intro')('.theme-last-updated time').attr('datetime');
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('are turned off, not wrong, in a shallow clone or a folder without git', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-git-'));
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {cwd});
    const [origin, shallow, plain] = ['origin', 'shallow', 'plain'].map((name) =>
      path.join(scratch, name),
    );
    git(scratch, 'init', '-q', origin);
    for (const n of [1, 2]) git(origin, 'commit', '-q', '--allow-empty', '-m', `v${n}`);
    git(scratch, 'clone', '-q', '--depth', '1', `file://${origin}`, shallow);
    fs.mkdirSync(plain);
    expect([origin, shallow, plain].map(gitHistory)).toEqual(['full', 'shallow', 'none']);
    fs.rmSync(scratch, {recursive: true, force: true});
  });
});
