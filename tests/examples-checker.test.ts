import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {runnableExamples} from '../scripts/examples/extract.mjs';
import {checkExamples, pythonInterpreters} from '../scripts/examples/run.mjs';

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

  it('runs Python on every supported interpreter, so a file that shadows the standard library fails where it breaks', async () => {
    // Python 3.11 imports `types` at start-up, which hides a types.py in the
    // folder; 3.12 and later import the reader's file instead, and venv breaks.
    const file = page(
      'shadow.md',
      [
        `${fence}bash runnable session=shadow`, "echo 'NAME = 1' > types.py", 'python3 -m venv .venv && echo created', fence, '',
        `${fence}text output`, 'created', fence,
      ].join('\n'),
    );
    const pythons = pythonInterpreters();
    expect(pythons.map((python) => python.label), 'this check needs Python 3.11 and 3.12+ (pyenv)').toEqual(
      expect.arrayContaining([expect.stringMatching(/^Python 3\.11\./), expect.stringMatching(/^Python 3\.1[2-9]\./)]),
    );
    const failures = [];
    for (const python of pythons) {
      const [result] = await checkExamples(runnableExamples(file), {pythonBin: python.bin, label: python.label});
      if (!result.ok) failures.push(String(result.message).split(':')[1]);
    }
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((where) => !/Python 3\.11\./.test(where))).toBe(true);
  }, 120_000);
});
