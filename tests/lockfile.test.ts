/**
 * A newcomer's first command is `npm ci`, which refuses a lockfile that disagrees with package.json
 * or lacks an optional platform package (`Missing: @swc/core-darwin-arm64@ from lock file`) on any
 * platform. npm's own check decides: `npm ci --dry-run` offline on a copy of the two files.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, it} from 'vitest';
import {rootDir} from './support/build';

it('npm ci accepts package.json and package-lock.json as committed', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-lockfile-'));
  for (const file of ['package.json', 'package-lock.json']) {
    fs.copyFileSync(path.join(rootDir, file), path.join(dir, file));
  }
  const args = ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'];
  const npm = spawnSync('npm', args, {cwd: dir, encoding: 'utf8'});
  fs.rmSync(dir, {recursive: true, force: true});
  const errors = npm.stderr.match(/^npm error .*$/gm) ?? [];
  expect(errors, 'run `npm install` and commit package-lock.json').toEqual([]);
  expect(npm.status).toBe(0);
});
