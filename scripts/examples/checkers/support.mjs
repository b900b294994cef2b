/** What the checkers share: running a program, scratch folders, positions, tool versions. */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** Runs a program without a shell; resolves with its output and exit code, rejects if it is missing. */
export function run(command, args, {input} = {}) {
  return new Promise((resolve, reject) => {
    const stdio = [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'];
    const child = spawn(command, args, {stdio});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) =>
      reject(new Error(`${command} could not run (${error.code}): is it installed?`)),
    );
    child.on('close', (code) => resolve({stdout, stderr, code}));
    child.stdin?.on('error', () => {}); // a program may exit before reading all its input
    child.stdin?.end(input);
  });
}

const scratchRoots = [];
/** A fresh folder under the system's temporary folder, removed when the process exits. */
export function scratchDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-blocks-'));
  scratchRoots.push(dir);
  return dir;
}
process.on('exit', () => {
  for (const dir of scratchRoots) fs.rmSync(dir, {recursive: true, force: true});
});

/** The 1-based line and column of a character offset in a text. */
export function lineAndColumn(text, offset) {
  const before = text.slice(0, offset).split('\n');
  return {line: before.length, column: before.at(-1).length + 1};
}

const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));
/** A tool's name and installed version, such as `yaml 2.9.1` (dependencies are installed top level). */
export function versioned(name, label = name) {
  const manifest = path.join(REPOSITORY, 'node_modules', name, 'package.json');
  return `${label} ${JSON.parse(fs.readFileSync(manifest, 'utf8')).version}`;
}
