/**
 * Servers for the tests, the benchmarks and the load test: a free loopback port, and the
 * production server (`npm run serve:prod`, nginx) on one.
 */
import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/**
 * Serves `buildDir` with `npm run serve:prod` once it prints its address; stop() ends npm, node
 * and nginx together (a process group of their own).
 * @param {string} buildDir
 * @returns {Promise<{url: string, stop: () => Promise<unknown>}>}
 */
export async function serveProd(buildDir) {
  const port = String(await freePort());
  const child = spawn('npm', ['run', '--silent', 'serve:prod'], {
    env: {...process.env, PORT: port, BUILD_DIR: path.resolve(buildDir)},
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => String(chunk).includes(port) && resolve(undefined));
    exited.then((code) => reject(new Error(`npm run serve:prod exited (code ${code})`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null)
      process.kill(-(child.pid ?? 0), 'SIGTERM');
    return exited;
  };
  return {url: `http://127.0.0.1:${port}`, stop};
}
