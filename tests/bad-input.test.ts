/**
 * Each case copies a small fixture site (built with the real site's build rules,
 * src/data/buildRules.ts), breaks one thing, and builds it through the warning-free build gate of
 * `npm test`. A reader-facing mistake must fail the build with a message that says where it is.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {rootDir} from './support/build';

type Edit = {file: string; from: string; to: string};

/** Builds a copy of the fixture, with one edit, through the gate; returns its status and output. */
function build(edit?: Edit): {status: number | null; output: string} {
  // Beside the fixture, so its relative import of the build rules resolves.
  const site = fs.mkdtempSync(path.join(rootDir, 'tests/fixtures/mini-site-'));
  try {
    fs.cpSync(path.join(rootDir, 'tests/fixtures/mini-site'), site, {recursive: true});
    if (edit) {
      const file = path.join(site, edit.file);
      const text = fs.readFileSync(file, 'utf8');
      expect(text, `${edit.file} must hold "${edit.from}"`).toContain(edit.from);
      fs.writeFileSync(file, text.replace(edit.from, edit.to));
    }
    const result = spawnSync('node', ['scripts/build-no-warnings.mjs', site], {
      cwd: rootDir,
      encoding: 'utf8',
    });
    return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
}

it('the untouched fixture builds with no warnings (so the failures below come from the edits)', () => {
  const {status, output} = build();
  expect(output).toContain('Build finished with no warnings.');
  expect(status).toBe(0);
});

const guide = 'docs/guide.md';
const post = 'blog/2025-01-01-post.md';

it.each<{mistake: string; edit: Edit; says: Array<string | RegExp>}>([
  {
    mistake: 'a link to a page that does not exist',
    edit: {file: guide, from: './other.md#a-real-heading', to: '/docs/no-such-page'},
    says: ['Broken link on source page path = /docs/guide', '/docs/no-such-page'],
  },
  {
    mistake: 'a link to a markdown file that does not exist, naming the file',
    edit: {file: guide, from: './other.md#a-real-heading', to: './missing.md'},
    says: ['missing.md', 'docs/guide.md'],
  },
  {
    mistake: 'a link to an anchor that does not exist',
    edit: {file: guide, from: '#a-real-heading', to: '#no-such-heading'},
    says: [/broken anchor/i, '#no-such-heading', '/docs/guide'],
  },
  {
    mistake: 'a blog tag missing from tags.yml, naming the post',
    edit: {file: post, from: 'tags: [known]', to: 'tags: [unknown-tag]'},
    says: ['unknown-tag', '2025-01-01-post.md'],
  },
  {
    mistake: 'a blog author missing from authors.yml, naming the post',
    edit: {file: post, from: 'authors: [team]', to: 'authors: [nobody]'},
    says: ['nobody', '2025-01-01-post.md'],
  },
  {
    mistake: 'a sidebar naming an unknown doc id, listing the available ones',
    edit: {file: 'sidebars.ts', from: "'other'", to: "'no-such-doc'"},
    says: ['no-such-doc', 'sidebars.ts', /Available document ids are:[\s\S]*- guide/],
  },
  {
    mistake: 'a front matter field of the wrong type, naming the file',
    edit: {file: guide, from: 'title: Guide', to: 'title: Guide\nsidebar_position: first'},
    says: ['sidebar_position', 'docs/guide.md'],
  },
])('$mistake fails the build', ({edit, says}) => {
  const {status, output} = build(edit);
  expect(status).not.toBe(0);
  for (const text of says) expect(output).toMatch(text);
});
