/**
 * What `npm run test:examples` reports about code blocks: a table by language (blocks, run,
 * checked, exempt, failed, tools), the unchecked blocks with their reasons, each finding as a
 * FAIL line, and a failure when more than 5% of blocks are unchecked.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, it} from 'vitest';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-report-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

/** Runs the checker without running examples on a page made of the given markdown. */
function report(name: string, markdown: string) {
  const file = path.join(scratch, name);
  fs.writeFileSync(file, markdown);
  const run = spawnSync('node', ['scripts/check-examples.mjs', '--no-run', file], {
    encoding: 'utf8',
  });
  return {file, status: run.status, stdout: run.stdout, stderr: run.stderr};
}

const bash = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;
const twentyBlocks = Array.from({length: 20}, (_, i) => bash('bash', `echo ${i}`)).join('\n');

it('prints a table by language and lists the unchecked blocks with their reasons', () => {
  const unchecked = bash('powershell unchecked="shows a Windows-only dialog"', 'Show-Dialog');
  const {file, status, stdout} = report('table.md', `${twentyBlocks}\n${unchecked}`);
  expect(stdout).toMatch(/language +blocks +run +checked +exempt +failed +tools/);
  expect(stdout).toMatch(/\nbash +20 +0 +20 +0 +0 +ShellCheck \d/);
  expect(stdout).toMatch(/\npowershell +1 +0 +0 +1 +0 *\n/);
  expect(stdout).toContain(
    `Unchecked blocks (1):\n  ${file}:81 (powershell block at line 81): shows a Windows-only dialog`,
  );
  expect(status).toBe(0);
});

it('fails on a finding, printing it as FAIL with its file and line', () => {
  const {file, status, stderr} = report('finding.md', `Text.\n\n${bash('bash', 'cp $1 backup/')}`);
  expect(stderr).toContain(`FAIL ${file}:4:4 (bash block at line 3) ShellCheck`);
  expect(status).toBe(1);
});

it('fails when more than 5% of the code blocks are unchecked', () => {
  const markdown = `${bash('bash', 'ls')}\n${bash('bash unchecked="a reason"', 'ls')}`;
  const {status, stderr} = report('exempt.md', markdown);
  expect(stderr).toContain('FAIL 50.0% of code blocks are unchecked, above 5%');
  expect(status).toBe(1);
});
