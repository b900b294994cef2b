/**
 * The author check, `npm run check`, on a copy of a small fixture site (built with the real site's
 * build rules, src/data/buildRules.ts) with mistakes made on purpose. Each mistake an author can
 * make fails the check with a message that names the file (and the line, where one is known). The
 * copies are not committed, as a new page is not before its author commits it.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {rootDir} from './support/build';

type Edit = {file: string; from?: string; to: string};

/** Runs the check on a copy of the fixture with the given edits (no `from`: a new file). */
function check(...edits: Edit[]): {status: number | null; output: string} {
  // Beside the fixture, so its relative imports of the site's build rules and plugins resolve.
  const site = fs.mkdtempSync(path.join(rootDir, 'tests/fixtures/mini-site-'));
  try {
    fs.cpSync(path.join(rootDir, 'tests/fixtures/mini-site'), site, {recursive: true});
    for (const {file, from, to} of edits) {
      const target = path.join(site, file);
      if (from === undefined) {
        fs.writeFileSync(target, to);
        continue;
      }
      const text = fs.readFileSync(target, 'utf8');
      expect(text, `${file} must hold "${from}"`).toContain(from);
      fs.writeFileSync(target, text.replace(from, to));
    }
    const result = spawnSync('node', ['scripts/author-check.mjs', site], {
      cwd: rootDir,
      encoding: 'utf8',
    });
    return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
}

const guide = 'docs/guide.md';
const post = 'blog/2025-01-01-post.md';
const fence = '```';

it('passes the untouched fixture, whose pages are not committed, and says how long it took', () => {
  const {status, output} = check();
  expect(output).toMatch(/Author check passed: no problems\. Took \d+\.\d s\./);
  expect(output).toMatch(/Not committed yet .*docs\/guide\.md/);
  expect(status).toBe(0);
});

/** The fixture's guide, with a mistake on each numbered line. */
const brokenGuide = [
  '---',
  'title: Guide',
  'description: A guide page of the fixture site.',
  '---',
  '',
  'A guide that links to [the other page](./other.md#a-real-heading).',
  '',
  'See [a page that does not exist](/docs/no-such-page).', // line 8
  '',
  'See [a heading that does not exist](./other.md#no-such-heading).', // line 10
  '',
  'See [a file that does not exist](./missing.md).', // line 12
  '',
  `${fence}yml-ish`, // line 14
  'key: value',
  fence,
  '',
  `${fence}bash`,
  'ls -l   # list the files', // line 19
  fence,
  '',
  `${fence}bash`,
  "cat > notes.md <<'EOF'",
  '# A heading in the file, not a comment', // line 24
  'EOF',
  fence,
  '',
  `${fence}bash`,
  'aws s3 ls \\', // line 29
  '  --region eu-west-1',
  'status=$?', // line 31
  fence,
  '',
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  '',
  '<Tabs>',
  '<TabItem value="linux" label="Linux">',
  '',
  `${fence}bash`,
  'aws s3 ls \\', // line 41
  '  --region eu-west-1',
  fence,
  '',
  '</TabItem>',
  '</Tabs>',
  '',
  `${fence}bash`,
  'sudo apt install curl', // line 49
  fence,
  '',
  `${fence}bash`,
  'sudo apt-get update && sudo apt-get install -y curl',
  fence,
  '',
].join('\n');

describe('mistakes that the check finds together, in one run', () => {
  let result: {status: number | null; output: string};
  beforeAll(() => {
    result = check(
      {file: guide, to: brokenGuide},
      {file: 'docs/other.md', from: 'description: Another page of the fixture site.\n', to: ''},
      {file: 'docs/empty.md', to: '---\ntitle: Empty\ndescription: ""\n---\n\nText.\n'},
      {file: post, from: 'tags: [known]', to: 'tags: [unknown-tag]'},
      {
        file: 'blog/2025-01-02-second.md',
        to: '---\ntitle: Second\ndescription: A second post.\nauthors: [{name: Ada}]\ntags: [known]\n---\n\nNo marker.\n',
      },
    );
  }, 120_000);

  it.each<[string, string | RegExp]>([
    ['a link to a page that does not exist', 'docs/guide.md:8: broken link to /docs/no-such-page'],
    [
      'a link to a heading that does not exist',
      'docs/guide.md:10: broken anchor to /docs/other#no-such-heading',
    ],
    [
      'a link to a markdown file that does not exist',
      'docs/guide.md:12: broken link to ./missing.md',
    ],
    [
      'a code block in a language that does not highlight',
      /docs\/guide\.md:14: .*"yml-ish" does not highlight/,
    ],
    [
      'a comment in shell commands, which zsh would run',
      /docs\/guide\.md:19: a `#` comment in shell/,
    ],
    [
      'a cross-platform command continued with a backslash, which PowerShell would not continue',
      /docs\/guide\.md:29: `aws …` continued with `\\`: Windows readers paste it into PowerShell/,
    ],
    [
      'a variable named status, which zsh keeps read-only',
      /docs\/guide\.md:31: a variable named `status`/,
    ],
    [
      'apt install with no apt update before it, which fails on a fresh machine',
      /docs\/guide\.md:49: `apt install` without `apt update` before it/,
    ],
    ['a doc without a description', 'docs/other.md:1: front matter needs a description'],
    ['a doc with an empty description', 'docs/empty.md:3: front matter needs a description'],
    ['a tag missing from tags.yml', 'Tags [unknown-tag] used in blog/2025-01-01-post.md'],
    ['an author written inline', /blog\/2025-01-02-second\.md/],
    ['a post without a truncate marker', /truncation markers: - "blog\/2025-01-02-second\.md"/],
  ])('%s is named with its file', (_mistake, says) => {
    expect(result.output).toMatch(says);
  });

  it('takes the lines of a here-document for data, not comments', () => {
    expect(result.output).not.toMatch(/docs\/guide\.md:24:/);
  });

  it('lets commands in a Linux or macOS tab continue lines with a backslash', () => {
    expect(result.output).not.toMatch(/docs\/guide\.md:41:/);
  });

  it('lets apt install follow apt update, even on the same line', () => {
    expect(result.output).not.toMatch(/docs\/guide\.md:53:/);
  });

  it('fails, without the stack traces of the build', () => {
    expect(result.output).toMatch(/Author check failed: \d+ problem\(s\)\. Took \d+\.\d s\./);
    expect(result.output).not.toMatch(/^\s+at /m);
    expect(result.status).toBe(1);
  });
});

it.each<{mistake: string; edits: Edit[]; says: Array<string | RegExp>}>([
  {
    mistake: 'front matter that is not YAML, naming the file and line',
    edits: [{file: guide, from: 'title: Guide', to: 'title: [Guide'}],
    says: ['docs/guide.md:3: front matter is not valid YAML'],
  },
  {
    mistake: 'a front matter field of the wrong type, naming the file',
    edits: [{file: guide, from: 'title: Guide', to: 'title: Guide\nsidebar_position: first'}],
    says: ['"sidebar_position" must be a number', 'docs/guide.md'],
  },
  {
    mistake: 'a blog author missing from authors.yml, naming the post',
    edits: [{file: post, from: 'authors: [team]', to: 'authors: [nobody]'}],
    says: ['Blog author with key "nobody" not found', 'blog/2025-01-01-post.md'],
  },
  {
    mistake: 'a Mermaid diagram without drawings, naming the file, line and command',
    edits: [
      {
        file: guide,
        from: '(./other.md#a-real-heading).',
        to: `(./other.md#a-real-heading).\n\n${fence}mermaid\nflowchart LR\n  accTitle: A\n  accDescr: B\n  A --> B\n${fence}`,
      },
    ],
    says: ['docs/guide.md:8: the Mermaid diagram has no drawings. Run `npm run diagrams`'],
  },
  {
    mistake: 'a sidebar naming an unknown doc id, listing the available ones',
    edits: [{file: 'sidebars.ts', from: "'other'", to: "'no-such-doc'"}],
    says: ['no-such-doc', 'sidebars.ts', /Available document ids are:[\s\S]*- guide/],
  },
])('$mistake fails the check', ({edits, says}) => {
  const {status, output} = check(...edits);
  for (const text of says) expect(output).toMatch(text);
  expect(status).toBe(1);
});
