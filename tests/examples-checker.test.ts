import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, it} from 'vitest';
import {runnableExamples} from '../scripts/examples/extract.mjs';
import {checkExamples, pythonInterpreters} from '../scripts/examples/run.mjs';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-checker-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

/** A page of `runnable` blocks, each [meta, code, expected output]; its first block is on line 3. */
function page(name: string, ...blocks: string[][]): string {
  const file = path.join(scratch, name);
  const markdown = blocks.map(([meta, code, output]) =>
    ['Text.', '', `\`\`\`${meta}`, code, '```', '', '```text output', output, '```'].join('\n'),
  );
  fs.writeFileSync(file, markdown.join('\n\n'));
  return file;
}

/** The failure message of each block of a page, or 'ok'. */
async function check(name: string, ...blocks: string[][]): Promise<string[]> {
  const results = await checkExamples(runnableExamples(page(name, ...blocks)));
  return results.map((result) => result.message ?? 'ok');
}

it('passes blocks whose output matches, in Python, bash and Node, HOME shown as /home/learner', async () => {
  const home = ['bash runnable', 'echo "$HOME" && pwd', '/home/learner\n/home/learner/project'];
  const node = ['js runnable', 'console.log([1, 2].map((n) => n * 2).join(","))', '2,4'];
  const messages = await check('ok.md', ['python runnable', 'print(6 * 7)', '42'], home, node);
  expect(messages).toEqual(['ok', 'ok', 'ok']);
});

it('reports a mismatch with the file, the line and a diff', async () => {
  const [message] = await check('wrong.md', ['python runnable', 'print("actual")', 'expected']);
  expect(message).toContain(`${scratch}/wrong.md:3 (python)`);
  expect(message).toContain('- expected\n+ actual');
});

it('stops a block that hangs at its time limit and says so', async () => {
  const started = Date.now();
  const [message] = await check('hang.md', ['bash runnable timeout=1', 'sleep 30', '']);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(message).toMatch(/stopped after its time limit of 1s/);
});

it('fails a block that needs the network with a clear message', async () => {
  const code = 'import urllib.request\nurllib.request.urlopen("http://example.com", timeout=3)';
  const [message] = await check('network.md', ['python runnable', code, 'ok']);
  expect(message).toMatch(/tried to use the network/);
});

it('shares a working folder between the blocks of one session only', async () => {
  const missing = "ls: cannot access 'note.txt': No such file or directory";
  const messages = await check(
    'session.md',
    ['bash runnable session=demo', 'echo saved > note.txt', ''],
    ['bash runnable session=demo', 'cat note.txt', 'saved'],
    ['bash runnable', 'ls note.txt 2>&1 || true', missing],
  );
  expect(messages).toEqual(['ok', 'ok', 'ok']);
});

it('rejects malformed blocks, naming the file and line', () => {
  const noOutput = path.join(scratch, 'no-output.md');
  fs.writeFileSync(noOutput, 'Text.\n\n```python runnable\nprint(1)\n```\n');
  expect(() => runnableExamples(noOutput)).toThrow(
    `${noOutput}:3: a runnable block must be followed`,
  );
  const ruby = page('ruby.md', ['ruby runnable', 'puts 1', '1']);
  expect(() => runnableExamples(ruby)).toThrow(`${ruby}:3: a block marked runnable must be one of`);
  const zero = page('zero.md', ['bash runnable timeout=0', 'true', '']);
  expect(() => runnableExamples(zero)).toThrow(`${zero}:3: timeout= must be a positive number`);
});

it('runs Python examples on every supported interpreter, failing only where one breaks', async () => {
  // Python 3.11 imports `types` at start-up, before a types.py in the folder
  // can hide it; 3.12 and later import the reader's file instead, and venv breaks.
  const code = "echo 'NAME = 1' > types.py\npython3 -m venv --without-pip .venv && echo created";
  const examples = runnableExamples(page('shadow.md', ['bash runnable', code, 'created']));
  const labels = pythonInterpreters().map((python) => python.label);
  const python311 = labels.filter((label) => label.startsWith('Python 3.11.'));
  expect(python311, 'needs pyenv 3.11').toHaveLength(1);
  const failedOn = [];
  for (const {bin, label} of pythonInterpreters()) {
    const [result] = await checkExamples(examples, {pythonBin: bin, label});
    if (!result.ok) failedOn.push(label);
  }
  expect(failedOn).toEqual(labels.filter((label) => !label.startsWith('Python 3.11.')));
  expect(failedOn.length, 'needs pyenv 3.12 or later').toBeGreaterThan(0);
}, 120_000);
