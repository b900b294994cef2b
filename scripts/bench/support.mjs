/**
 * What the benchmarks and the load test share: `npm run serve:prod` on a free loopback port; the
 * Chromium of tests/support/chromium.cjs; percentiles.
 */
import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import chromium from '../../tests/support/chromium.cjs';

export const {chromiumLaunchOptions} = chromium;

export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)];

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/** Serves `buildDir` as soon as serve:prod prints its address (with the port); stop() ends it. */
export async function serveProd(buildDir) {
  const port = String(await freePort());
  const child = spawn('npm', ['run', '--silent', 'serve:prod'], {
    env: {...process.env, PORT: port, BUILD_DIR: path.resolve(buildDir), ACCESS_LOG: 'off'},
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true, // a process group of its own: stop() ends npm, node and nginx together
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes(port) && resolve(undefined));
    exited.then((code) => reject(new Error(`npm run serve:prod exited (code ${code})`)));
  });
  const stop = () => process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM') && exited;
  return {url: `http://127.0.0.1:${port}`, stop};
}
