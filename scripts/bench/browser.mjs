/**
 * Shared pieces of the benchmarks: the system Chromium with this machine's
 * launch flags, a static server for the build, and robust statistics.
 */
import {spawn} from 'node:child_process';
import {setTimeout as sleep} from 'node:timers/promises';

export {chromiumFlags, chromiumPath} from '../chromium.mjs';

/** Starts `docusaurus serve` for the build on 127.0.0.1 and waits for it. */
export async function serveBuild(port) {
  const child = spawn('npx', ['docusaurus', 'serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    stdio: 'ignore',
    detached: true,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return {url, stop: () => process.kill(-child.pid, 'SIGTERM')};
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  process.kill(-child.pid, 'SIGTERM');
  throw new Error(`the build was not served on ${url}`);
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const median = (values) => percentile(values, 50);
