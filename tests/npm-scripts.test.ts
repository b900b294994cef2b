/**
 * The npm scripts print no advice to upgrade Docusaurus: the project pins every @docusaurus/*
 * package to one version (README, Dependencies), so "npm i @docusaurus/core@latest" would be bad
 * advice. Docusaurus shows it when its update notifier has cached a newer version; each case here
 * hands it such a cache.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, it} from 'vitest';
import pkg from '../package.json';
import {rootDir} from './support/build';

const configHome = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-notifier-'));
afterAll(() => fs.rmSync(configHome, {recursive: true, force: true}));
const store = path.join(configHome, 'configstore', 'update-notifier-@docusaurus');
fs.mkdirSync(store, {recursive: true});
fs.writeFileSync(
  path.join(store, 'core.json'),
  JSON.stringify({
    optOut: false,
    lastUpdateCheck: Date.now(),
    update: {latest: '9.9.9', current: '3.8.1', type: 'major', name: '@docusaurus/core'},
  }),
);

/** Runs a command as an author would, outside CI and tests (the notifier stays quiet in both). */
function run(command: string, args: string[]): string {
  // Vitest sets NODE_ENV=test, which also quietens the notifier.
  const {CI: _ci, NO_UPDATE_NOTIFIER: _off, NODE_ENV: _test, ...env} = process.env;
  const result = spawnSync(command, args, {
    cwd: rootDir,
    encoding: 'utf8',
    env: {...env, XDG_CONFIG_HOME: configHome},
  });
  return `${result.stdout}\n${result.stderr}`;
}

const advice = 'Update available 3.8.1 → 9.9.9';

it('Docusaurus run directly shows the cached upgrade advice (so the cases below can fail)', () => {
  expect(run('npx', ['docusaurus', '--version'])).toContain(advice);
});

const docusaurusScripts = Object.entries(pkg.scripts)
  .filter(([, command]) => /\bdocusaurus\b/.test(command))
  .map(([name]) => name);

it.each(docusaurusScripts)('npm run %s prints no upgrade advice', (name) => {
  const output = run('npm', ['run', name, '--', '--help']);
  expect(output).toMatch(/Usage:|Options:/);
  expect(output).not.toContain('Update available');
});
