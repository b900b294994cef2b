import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {rootDir} from './support/build';

/**
 * Each case copies a small fixture site (built with the real site's build
 * rules), breaks one thing, and builds it through the same warning-free build
 * gate as `npm test`. A reader-facing mistake must fail with a message that
 * says where it is.
 */
const fixture = path.join(rootDir, 'tests/fixtures/mini-site');
const copies: string[] = [];

function buildBroken(name: string, edit: (site: string) => void): {status: number | null; output: string} {
  // Same folder depth as the fixture, so its relative import of the real config resolves.
  const site = path.join(rootDir, `tests/fixtures/mini-site-${name}`);
  fs.rmSync(site, {recursive: true, force: true});
  fs.cpSync(fixture, site, {recursive: true, filter: (src) => !/[/\\](build|\.docusaurus)$/.test(src)});
  copies.push(site);
  edit(site);
  const result = spawnSync('node', ['scripts/build-no-warnings.mjs', path.relative(rootDir, site)], {
    cwd: rootDir,
    encoding: 'utf8',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

function replaceIn(file: string, from: string | RegExp, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`fixture edit did not apply to ${file}`);
  fs.writeFileSync(file, next);
}

afterAll(() => {
  for (const site of copies) fs.rmSync(site, {recursive: true, force: true});
});

describe('bad input fails the build with a message that names it', () => {
  it('the untouched fixture builds cleanly (so the failures below are caused by the edits)', () => {
    const {status, output} = buildBroken('clean', () => {});
    expect(output).toContain('Build finished with no warnings.');
    expect(status).toBe(0);
  });

  it('a link to a page that does not exist', () => {
    const {status, output} = buildBroken('broken-link', (site) =>
      replaceIn(path.join(site, 'docs/guide.md'), './other.md#a-real-heading', '/docs/no-such-page'),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/Broken link on source page path = \/docs\/guide/);
    expect(output).toContain('/docs/no-such-page');
  });

  it('a link to a markdown file that does not exist names the file', () => {
    const {status, output} = buildBroken('broken-md-link', (site) =>
      replaceIn(path.join(site, 'docs/guide.md'), './other.md#a-real-heading', './missing.md'),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/missing\.md/);
    expect(output).toMatch(/docs\/guide\.md/);
  });

  it('a link to an anchor that does not exist', () => {
    const {status, output} = buildBroken('broken-anchor', (site) =>
      replaceIn(path.join(site, 'docs/guide.md'), '#a-real-heading', '#no-such-heading'),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/broken anchor/i);
    expect(output).toContain('#no-such-heading');
    expect(output).toContain('/docs/guide');
  });

  it('a blog tag missing from tags.yml names the post', () => {
    const {status, output} = buildBroken('unknown-tag', (site) =>
      replaceIn(path.join(site, 'blog/2025-01-01-post.md'), 'tags: [known]', 'tags: [unknown-tag]'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('unknown-tag');
    expect(output).toMatch(/2025-01-01-post\.md/);
  });

  it('a blog author missing from authors.yml', () => {
    const {status, output} = buildBroken('unknown-author', (site) =>
      replaceIn(path.join(site, 'blog/2025-01-01-post.md'), 'authors: [team]', 'authors: [nobody]'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('nobody');
    expect(output).toMatch(/2025-01-01-post\.md/);
  });

  it('a sidebar naming a doc id that does not exist lists the available ones', () => {
    const {status, output} = buildBroken('unknown-doc-id', (site) =>
      replaceIn(path.join(site, 'sidebars.ts'), "'other'", "'no-such-doc'"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('no-such-doc');
    expect(output).toMatch(/sidebars\.ts/);
    expect(output).toMatch(/Available document ids are:[\s\S]*- guide/);
  });

  it('a front matter field of the wrong type names the file', () => {
    const {status, output} = buildBroken('bad-front-matter', (site) =>
      replaceIn(path.join(site, 'docs/guide.md'), 'title: Guide', 'title: Guide\nsidebar_position: first'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('sidebar_position');
    expect(output).toMatch(/docs\/guide\.md/);
  });
});
