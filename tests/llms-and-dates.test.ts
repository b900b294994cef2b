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

describe('llms.txt', () => {
  it('has the site title, a summary, and each doc with the title and description of its file', () => {
    const text = readBuildFile('llms.txt');
    expect(text).toMatch(new RegExp(`^# ${siteTitle}\n\n> \\S`));
    for (const route of docRoutes) {
      const file = path.join(rootDir, `${route.slice(1)}.md`);
      const {title, description} = matter(fs.readFileSync(file, 'utf8')).data;
      expect(text).toContain(`\n- [${title}](${siteUrl}${route}): ${description}\n`);
    }
  });

  it('groups the docs by track', () => {
    expect(readBuildFile('llms.txt').match(/^## .+$/gm)).toEqual(
      ['Start here', 'Fundamentals', 'AI', 'AWS', 'Azure', 'Data', '.NET', 'Python', 'DevOps']
        .concat(['SRE', 'Security', 'References'])
        .map((track) => `## ${track}`),
    );
  });
});

describe('llms-full.txt', () => {
  it('holds every doc, in the reading order of llms.txt', () => {
    const sources = readBuildFile('llms-full.txt').match(/(?<=^Source: )\S+$/gm);
    expect(sources).toEqual(readBuildFile('llms.txt').match(/(?<=\]\()\S+(?=\): )/g));
    expect(sources?.map((url) => url.slice(siteUrl.length)).sort()).toEqual(docRoutes.sort());
  });

  it('has no front matter, imports, JSX or checker markers outside code', () => {
    const text = readBuildFile('llms-full.txt');
    const lines = text.split('\n');
    for (const block of codeBlocks(text)) lines.fill('', block.line - 1, block.endLine);
    const stray =
      /^(title|description|sidebar_position):|^import\s.+from\s|<\/?[A-Z][A-Za-z]*[\s>/]/;
    expect(lines.filter((line) => stray.test(line))).toEqual([]);
    expect(text).not.toMatch(/```\w+ .*runnable/);
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
