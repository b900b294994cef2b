/**
 * The repository's own GitHub Actions workflows pass actionlint, the checker the docs' workflow
 * examples go through (scripts/examples/checkers/github-actions.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {lintWorkflows} from '../scripts/examples/checkers/github-actions.mjs';
import {rootDir} from './support/build';

const folder = path.join(rootDir, '.github/workflows');
const files = fs.readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));

it('finds the workflows', () => {
  expect(files).toEqual(expect.arrayContaining(['ci.yml', 'deploy.yml']));
});

it.each(files)('.github/workflows/%s passes actionlint', async (name) => {
  const file = path.join(folder, name);
  const [findings] = await lintWorkflows([{text: fs.readFileSync(file, 'utf8'), file}]);
  const lines = findings.map(
    ({line, column, rule, message}) => `${name}:${line}:${column} ${rule}: ${message}`,
  );
  expect(lines).toEqual([]);
});
