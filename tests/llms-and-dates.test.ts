import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {gitHistory} from '../src/data/gitHistory';
import {plainMarkdown} from '../src/plugins/llms-txt';
import {classifyLines} from '../src/plugins/markdownLines';
import {docRoutes} from './support/spec';
import {assertBuilt, readBuildFile, readRoute} from './support/build';

const siteUrl = 'https://never-stop-learning.github.io';

/** Lines outside fenced code blocks. */
function proseLines(text: string): string[] {
  return classifyLines(text)
    .filter(({kind}) => kind === 'prose')
    .map(({line}) => line);
}

describe('llms.txt', () => {
  beforeAll(assertBuilt);

  it('has the site title, a summary, and a link with a description for every doc', () => {
    const text = readBuildFile('llms.txt');
    expect(text.startsWith('# Never Stop Learning\n\n> ')).toBe(true);
    for (const route of docRoutes) {
      expect(text, route).toMatch(new RegExp(`^- \\[[^\\]]+\\]\\(${siteUrl}${route}\\): \\S.+$`, 'm'));
    }
  });

  it('groups the docs by track', () => {
    const headings = readBuildFile('llms.txt').match(/^## .+$/gm);
    expect(headings).toEqual([
      '## Start here', '## Fundamentals', '## AI', '## AWS', '## Azure', '## Data', '## .NET',
      '## Python', '## DevOps', '## SRE', '## Security', '## References',
    ]);
  });
});

describe('llms-full.txt', () => {
  beforeAll(assertBuilt);

  it('holds every doc, in the reading order of llms.txt', () => {
    const full = readBuildFile('llms-full.txt');
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => match[1]);
    const indexOrder = [...readBuildFile('llms.txt').matchAll(/\]\((\S+)\):/g)].map((match) => match[1]);
    expect(sources).toEqual(indexOrder);
    expect(new Set(sources.map((url) => url.slice(siteUrl.length)))).toEqual(new Set(docRoutes));
  });

  it('contains no front matter, imports, JSX or checker markers outside code', () => {
    const lines = proseLines(readBuildFile('llms-full.txt'));
    expect(lines.filter((line) => /^(title|description|sidebar_position):/.test(line))).toEqual([]);
    expect(lines.filter((line) => /^import\s.+from\s/.test(line))).toEqual([]);
    expect(lines.filter((line) => /<\/?[A-Z][A-Za-z]*[\s>/]/.test(line))).toEqual([]);
    expect(readBuildFile('llms-full.txt')).not.toMatch(/```\w+ .*runnable/);
  });

  it('plainMarkdown strips MDX but keeps code', () => {
    const source = [
      '---', 'title: T', '---', "import Tabs from '@theme/Tabs';", '', '<Tabs groupId="os">',
      '<TabItem value="linux" label="Linux">', '', '```bash runnable session=a', 'echo <Tabs>', '```',
      '', '```text output', '<Tabs>', '```', '', '</TabItem>', '</Tabs>', '', ':::tip Remember', 'Use &lt;b&gt;.', ':::',
    ].join('\n');
    expect(plainMarkdown(source)).toBe(
      ['```bash', 'echo <Tabs>', '```', '', '```text', '<Tabs>', '```', '', '**Remember:**', 'Use <b>.'].join('\n'),
    );
  });
});

describe('last updated dates', () => {
  beforeAll(assertBuilt);

  it('show on doc pages, from git history', () => {
    const $ = readRoute('/docs/python/intro');
    const time = $('.theme-last-updated time').attr('datetime');
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('are turned off, not wrong, in a shallow clone or a folder without git', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-git-'));
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', args, {cwd, stdio: 'ignore', env: {...process.env, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com'}});
    try {
      const origin = path.join(scratch, 'origin');
      fs.mkdirSync(origin);
      git(origin, 'init', '-q');
      for (const n of [1, 2]) {
        fs.writeFileSync(path.join(origin, 'page.md'), `version ${n}\n`);
        git(origin, 'add', 'page.md');
        git(origin, 'commit', '-q', '-m', `v${n}`);
      }
      git(scratch, 'clone', '-q', '--depth', '1', `file://${origin}`, 'shallow');
      const plain = path.join(scratch, 'plain');
      fs.mkdirSync(plain);
      expect(gitHistory(origin)).toBe('full');
      expect(gitHistory(path.join(scratch, 'shallow'))).toBe('shallow');
      expect(gitHistory(plain)).toBe('none');
    } finally {
      fs.rmSync(scratch, {recursive: true, force: true});
    }
  });
});
