/**
 * The two builds of a broken page: `npm run build` keeps the spec's rules (section 5: an inline
 * blog tag warns), while `npm run build:checked`, the build `npm test` and CI run, fails on the
 * warning and lists it. Both build a copy of the fixture site with one inline tag.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {rootDir} from './support/build';

const inlineTagWarning = 'Tags [inline-tag] used in 2025-01-01-post.md are not defined in tags.yml';
let site: string;

beforeAll(() => {
  // Beside the fixture, so its relative imports of the site's build rules and plugins resolve.
  site = fs.mkdtempSync(path.join(rootDir, 'tests/fixtures/mini-site-'));
  fs.cpSync(path.join(rootDir, 'tests/fixtures/mini-site'), site, {recursive: true});
  const post = path.join(site, 'blog/2025-01-01-post.md');
  fs.writeFileSync(post, fs.readFileSync(post, 'utf8').replace('[known]', '[inline-tag]'));
});
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

const run = (...args: string[]) => {
  const result = spawnSync('npm', ['run', '--silent', ...args], {cwd: rootDir, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
};

it('npm run build warns about an inline tag and succeeds, as the spec says', () => {
  const {status, output} = run('build', '--', site, '--out-dir', path.join(site, 'build'));
  expect(output).toContain(`[WARNING] ${inlineTagWarning}`);
  expect(status).toBe(0);
});

it('npm run build:checked fails on the same warning and lists it, but not uncommitted pages', () => {
  const {status, output} = run('build:checked', '--', site);
  expect(output).toMatch(/printed \d+ warning\(s\); warnings fail the build here:/);
  expect(output).toContain(inlineTagWarning);
  // The copy is not committed: git has no date for its pages, which is no mistake.
  expect(output).toMatch(/Not committed yet: .*docs\/guide\.md/);
  expect(output).not.toMatch(/fail the build here:[\s\S]*Cannot infer the update date/);
  expect(status).toBe(1);
});
