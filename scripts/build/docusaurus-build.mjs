/**
 * Runs `docusaurus build` with its output streamed line by line, for the two build gates: the
 * warning-free build of `npm test` (../build-no-warnings.mjs) and the author check
 * (../author-check.mjs). Docusaurus has no option to fail on warnings, so both read the lines.
 */
import {spawn} from 'node:child_process';
import readline from 'node:readline';

/**
 * Builds `siteDir` (from the repository root, so `npx` finds the local Docusaurus) and resolves with
 * the exit code and every line printed; `echo` also prints them as they come.
 */
export function docusaurusBuild({siteDir = '.', args = [], env = {}, echo = true}) {
  const child = spawn('npx', ['docusaurus', 'build', siteDir, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
    // Cached modules do not repeat their warnings, so gates build without Rspack's persistent
    // cache (see docusaurus.config.ts); the update advice is noise against pinned versions.
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_PERSISTENT_CACHE: 'false', ...env},
  });
  const lines = [];
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({input: stream}).on('line', (line) => {
      lines.push(line);
      if (echo) sink.write(`${line}\n`);
    });
  }
  return new Promise((resolve) => child.on('close', (code) => resolve({code, lines})));
}

/** The lines that start a warning, trimmed. */
export const warningLines = (lines) =>
  lines.filter((line) => line.includes('[WARNING]')).map((line) => line.trim());
