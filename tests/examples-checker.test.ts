import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {runnableExamples} from '../scripts/examples/extract.mjs';
import {checkExamples} from '../scripts/examples/run.mjs';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-checker-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

function page(name: string, markdown: string): string {
  const file = path.join(scratch, name);
  fs.writeFileSync(file, markdown);
  return file;
}

const fence = '```';

describe('the runnable-examples checker', () => {
  it('passes a block whose output matches, in Python, bash and Node', async () => {
    const file = page(
      'ok.md',
      [
        `${fence}python runnable`, 'print(6 * 7)', fence, '', `${fence}text output`, '42', fence, '',
        `${fence}bash runnable`, 'echo "$HOME" && pwd', fence, '', `${fence}text output`, '/home/learner', '/home/learner/project', fence, '',
        `${fence}js runnable`, 'console.log([1, 2].map((n) => n * 2).join(","))', fence, '', `${fence}text output`, '2,4', fence,
      ].join('\n'),
    );
    const results = await checkExamples(runnableExamples(file));
    expect(results.map((result) => result.ok)).toEqual([true, true, true]);
  });

  it('reports a mismatch with the file, the line and a diff', async () => {
    const file = page('wrong.md', ['Intro.', '', `${fence}python runnable`, 'print("actual")', fence, '', `${fence}text output`, 'expected', fence].join('\n'));
    const [result] = await checkExamples(runnableExamples(file));
    expect(result.ok).toBe(false);
    expect(result.message).toContain(`${file}:3 (python)`);
    expect(result.message).toContain('- expected');
    expect(result.message).toContain('+ actual');
  });

  it('stops a block that hangs at its time limit and says so', async () => {
    const file = page('hang.md', [`${fence}bash runnable timeout=1`, 'sleep 30', fence, '', `${fence}text output`, fence].join('\n'));
    const started = Date.now();
    const [result] = await checkExamples(runnableExamples(file));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/stopped after its time limit of 1s/);
  });

  it('fails a block that needs the network with a clear message', async () => {
    const file = page(
      'network.md',
      [`${fence}python runnable`, 'import urllib.request', 'urllib.request.urlopen("http://example.com", timeout=3)', fence, '', `${fence}text output`, 'ok', fence].join('\n'),
    );
    const [result] = await checkExamples(runnableExamples(file));
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/tried to use the network/);
  });

  it('shares a working directory between blocks of one session only', async () => {
    const file = page(
      'session.md',
      [
        `${fence}bash runnable session=demo`, 'echo saved > note.txt', fence, '', `${fence}text output`, fence, '',
        `${fence}bash runnable session=demo`, 'cat note.txt', fence, '', `${fence}text output`, 'saved', fence, '',
        `${fence}bash runnable`, 'ls note.txt 2>&1 || true', fence, '', `${fence}text output`, "ls: cannot access 'note.txt': No such file or directory", fence,
      ].join('\n'),
    );
    const results = await checkExamples(runnableExamples(file));
    expect(results.map((result) => result.message ?? 'ok')).toEqual(['ok', 'ok', 'ok']);
  });

  it('rejects a runnable block without an output block, naming the file and line', () => {
    const file = page('no-output.md', ['Text.', '', `${fence}python runnable`, 'print(1)', fence].join('\n'));
    expect(() => runnableExamples(file)).toThrow(`${file}:3: a runnable block must be followed by a`);
  });
});
