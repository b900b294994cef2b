/**
 * A newcomer's first command is `npm ci`. npm refuses a lockfile that
 * disagrees with package.json, or that lacks an entry for an optional
 * platform package (`Missing: @swc/core-darwin-arm64@ from lock file`), on
 * every machine, whatever its platform. npm's own check decides: a dry run
 * of `npm ci` on a copy of the two files, offline.
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
  const npm = spawnSync('npm', ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, npm_config_loglevel: 'error', NO_UPDATE_NOTIFIER: '1'},
  });
  fs.rmSync(dir, {recursive: true, force: true});
  const refusals = `${npm.stdout}${npm.stderr}`
    .split('\n')
    .filter((line) => /Missing:|Invalid:|in sync/.test(line))
    .join('\n');
  expect(refusals, 'run `npm install` and commit package-lock.json (see README, "Dependencies")').toBe('');
  expect(npm.status).toBe(0);
});
