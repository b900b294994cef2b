/**
 * Serves a production build with `docusaurus serve` on 127.0.0.1 and waits
 * until it answers: for tests and benchmarks that need the site as built (the
 * production-like nginx server is scripts/serve-prod.mjs). A server that
 * exits or never answers fails with what it printed.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {setTimeout as sleep} from 'node:timers/promises';
import {findFreePort} from './serve-prod.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docusaurusBin = path.join(rootDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

export async function serveBuild({buildDir = 'build', port = 0, host = '127.0.0.1', timeoutMs = 60_000} = {}) {
  const listenPort = port === 0 ? await findFreePort(host) : port;
  const url = `http://${host}:${listenPort}`;
  let output = '';
  const child = spawn(
    process.execPath,
    [docusaurusBin, 'serve', '--dir', path.resolve(buildDir), '--port', String(listenPort), '--host', host, '--no-open'],
    {cwd: rootDir, env: {...process.env, NO_UPDATE_NOTIFIER: '1', CI: '1'}, stdio: ['ignore', 'pipe', 'pipe']},
  );
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`docusaurus serve exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/`)).ok) return {url, stop};
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`docusaurus serve did not answer on ${url} within ${timeoutMs / 1000} s:\n${output}`);
}
