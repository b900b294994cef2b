/**
 * What authors write to steer the code-block checks: `unchecked="reason"`, `disable="RULE:
 * reason"`, placeholders such as <your-bucket>, terminal transcripts, the shell a block is meant
 * for, and a title for a script. Each page is written to a scratch folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, it} from 'vitest';
import {checkBlocks, formatFinding, pageBlocks} from '../scripts/examples/check-blocks.mjs';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-markers-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

/** Checks a page of blocks, each [info string, code]: one-line blocks open on lines 3, 9, 15… */
async function check(name: string, ...blocks: string[][]) {
  const file = path.join(scratch, name);
  const text = blocks.map(([info, code]) => `Text.\n\n\`\`\`${info}\n${code}\n\`\`\``).join('\n\n');
  fs.writeFileSync(file, text);
  const results = await checkBlocks(pageBlocks(file, text));
  return {file, results, findings: results.flatMap((r) => r.findings.map(formatFinding))};
}

it('a block marked unchecked="reason" is read by no tool and keeps its reason', async () => {
  const {results, findings} = await check('unchecked.md', [
    'bash unchecked="needs a running cluster"',
    'kubectl get pods -o jsonpath={.items[*]',
  ]);
  expect(findings).toEqual([]);
  expect(results[0].status).toBe('exempt');
  expect(results[0].block.options.unchecked).toBe('needs a running cluster');
});

it('unchecked without a reason fails, naming the file and line', async () => {
  const {file, findings} = await check('no-reason.md', ['bash unchecked', 'ls']);
  expect(findings).toEqual([expect.stringContaining(`${file}:3 (bash block at line 3)`)]);
  expect(findings[0]).toContain('unchecked needs a reason');
});

it('disable="RULE: reason" turns that rule off in that block only', async () => {
  const {file, findings} = await check(
    'disable.md',
    ['bash disable="SC2086: the file name has no spaces"', 'cp $1 backup/'],
    ['bash', 'cp $1 backup/'],
  );
  expect(findings).toEqual([expect.stringContaining(`${file}:10:4 (bash block at line 9)`)]);
  expect(findings[0]).toContain('SC2086');
});

it('a disable without a reason, one that turns off nothing, or one of a syntax error fails', async () => {
  const {file, findings} = await check(
    'bad-disable.md',
    ['bash disable="SC2086"', 'cp "$1" backup/'],
    ['bash disable="SC2164: typed at a prompt"', 'ls'],
    ['json disable="syntax: the reader fills it in"', '{"a": 1}'],
  );
  expect(findings).toEqual([
    expect.stringMatching(`^${file}:3 .*needs a rule and a reason`),
    expect.stringMatching(`^${file}:9 .*turns off what no tool reports here`),
    expect.stringMatching(`^${file}:15 .*a syntax error cannot be disabled`),
  ]);
});

it('placeholders such as <project-folder> are read as the word they hold', async () => {
  const {findings} = await check(
    'placeholders.md',
    ['bash', 'ls <project-folder>'],
    ['json', '{"port": <port>, "host": "<host-name>"}'],
  );
  expect(findings).toEqual([]);
});

it('a terminal transcript is checked as its commands; its output lines are not read', async () => {
  const transcript = '$ ls notes\n(empty [ folder\n$ cp $1 \\\n>   backup/';
  const {file, findings} = await check('transcript.md', ['bash', transcript]);
  expect(findings).toEqual([expect.stringContaining(`${file}:6:6 (bash block at line 3)`)]);
  expect(findings[0]).toContain('SC2086');
});

it('a shell block is checked as the shell it names: #!/bin/sh, shell=sh or sh', async () => {
  const test = 'if [[ -f notes.txt ]]; then echo found; fi';
  const {file, findings} = await check(
    'shells.md',
    ['bash', `#!/bin/sh\n${test}`],
    ['bash shell=sh', test],
    ['sh', test],
    ['bash', test],
  );
  expect(findings.map((finding) => finding.split(' (')[0])).toEqual([
    `${file}:5:4`,
    `${file}:11:4`,
    `${file}:17:4`,
  ]);
  expect(findings.every((finding) => finding.includes('SC3010'))).toBe(true);
});

it('commands typed at a prompt may cd without `|| exit`; a script with a title may not', async () => {
  const {file, findings} = await check(
    'prompt.md',
    ['bash', 'cd notes'],
    ['bash title="go.sh"', 'cd notes'],
  );
  expect(findings).toEqual([expect.stringContaining(`${file}:10:1 (bash block at line 9)`)]);
  expect(findings[0]).toContain('SC2164');
});

it('a runnable block takes neither unchecked nor disable', async () => {
  const {file, findings} = await check('runnable.md', [
    'bash runnable unchecked="slow"',
    'echo hi',
  ]);
  expect(findings).toEqual([expect.stringContaining(`${file}:3 `)]);
  expect(findings[0]).toContain('a runnable block is checked by running it');
});

it('a block in a language no tool reads must be marked unchecked', async () => {
  const {file, findings} = await check('ruby.md', ['ruby', 'puts 1']);
  expect(findings).toEqual([expect.stringContaining(`${file}:3 (ruby block at line 3)`)]);
  expect(findings[0]).toContain('no tool here checks ruby: mark the block unchecked="reason"');
});
