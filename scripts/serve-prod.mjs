#!/usr/bin/env node
/**
 * Serve the production build with nginx, as in production: clean URLs, 404s,
 * gzip, cache policy and security headers (deploy/nginx/).
 *
 *   npm run serve:prod                       http://127.0.0.1:8080, build/
 *   PORT=9000 BUILD_DIR=/tmp/site npm run serve:prod
 *   node scripts/serve-prod.mjs --check      write the config, run `nginx -t`
 *   node scripts/serve-prod.mjs --write-config DIR
 *                                            write nginx.conf for a real server
 *
 * Steps: precompress the build (scripts/compress.mjs), compute the CSP from
 * it (scripts/csp.mjs), fill the templates of deploy/nginx/ into a runtime
 * folder (pid file, temp folders) and run
 *   nginx -e stderr -p <runtime> -c <runtime>/nginx.conf -g 'daemon off;'
 * in the foreground until Ctrl+C. Works as a normal user; as root the
 * workers drop to an unprivileged user (NGINX_USER, else www-data, nginx or
 * nobody).
 *
 * Environment: PORT (8080), HOST (127.0.0.1), BUILD_DIR (build),
 * ACCESS_LOG (/dev/stdout; `off` for none), ERROR_LOG (stderr),
 * WORKER_PROCESSES (auto), NGINX_BIN (nginx on PATH, /usr/sbin/nginx, ...),
 * NGINX_USER (root only: "user [group]").
 *
 * Tests import startNginx() to run a server on a free port and stop it.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {compressBuild} from './compress.mjs';
import {computeCsp} from './csp.mjs';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const templateDir = path.join(projectDir, 'deploy', 'nginx');
export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '127.0.0.1';

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The nginx binary: $NGINX_BIN, nginx on PATH, then the usual sbin folders (not on a normal user's PATH). */
export function findNginx() {
  const fromPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((d) => path.join(d, 'nginx'));
  const candidates = [
    process.env.NGINX_BIN,
    ...fromPath,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/opt/homebrew/bin/nginx',
    '/usr/local/bin/nginx',
  ].filter(Boolean);
  const found = candidates.find(isExecutable);
  if (!found) {
    throw new Error(
      'nginx not found. Install it (Debian/Ubuntu: sudo apt-get install nginx; macOS: brew install nginx) ' +
        'or point NGINX_BIN at the binary.',
    );
  }
  return found;
}

/** Replace each {{NAME}} of a template; a placeholder without a value is an error. */
export function fillTemplate(text, values) {
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`No value for the {{${name}}} placeholder`);
    return String(values[name]);
  });
}

/** Escape a path for use inside an nginx "..." string. */
function escapeQuoted(file) {
  return file.replace(/["\\]/g, '\\$&');
}

/** A path as an nginx string literal. */
function quote(file) {
  return `"${escapeQuoted(file)}"`;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function namesIn(file) {
  try {
    return new Set(
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.split(':')[0]),
    );
  } catch {
    return new Set();
  }
}

/**
 * Whether users other than the owner can reach `dir`: every folder on its
 * path must let others search it (o+x). A checkout inside a private folder,
 * such as a `mktemp -d` directory (mode 0700), is not reachable.
 */
export function reachableByOthers(dir) {
  let current = path.resolve(dir);
  for (;;) {
    if ((fs.statSync(current).mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/**
 * The `user` directive: only when nginx starts as root (it is an error-level
 * warning otherwise), so workers do not serve requests as root. When the
 * build sits where an unprivileged user cannot read it, workers keep the
 * current user rather than answer every request with 403; this is said on
 * stderr, with the fix.
 */
export function userDirective(buildDir = 'build') {
  if (!isRoot()) return '';
  if (process.env.NGINX_USER) return `user ${process.env.NGINX_USER};`;
  if (!reachableByOthers(buildDir)) {
    process.stderr.write(
      `serve-prod: ${path.resolve(buildDir)} is not readable by other users, so nginx workers run as root; ` +
        'move the build or chmod its folders o+x (or set NGINX_USER) to drop privileges.\n',
    );
    return 'user root;';
  }
  const users = namesIn('/etc/passwd');
  const groups = namesIn('/etc/group');
  const user = ['www-data', 'nginx', 'nobody'].find((u) => users.has(u)) ?? 'nobody';
  const group = [user, 'nogroup', 'nobody'].find((g) => groups.has(g)) ?? 'nogroup';
  return `user ${user} ${group};`;
}

/** A TCP port nobody listens on right now, on `host`. */
export function findFreePort(host = DEFAULT_HOST) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const {port} = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

function assertPortFree(host, port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${host} is in use: choose another with PORT=...`
            : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, host, () => server.close(() => resolve(undefined)));
  });
}

function assertBuild(buildDir) {
  if (!fs.existsSync(path.join(buildDir, 'index.html')) || !fs.existsSync(path.join(buildDir, '404.html'))) {
    throw new Error(`No production build in ${buildDir} (index.html and 404.html): run \`npm run build\` first.`);
  }
}

/**
 * Fill the templates into `runtimeDir`: nginx.conf, security-headers.conf
 * and a copy of mime.types, so the folder is self-contained.
 * @returns {{confPath: string, headersPath: string}}
 */
export function writeNginxConfig({
  buildDir,
  runtimeDir,
  csp,
  port = DEFAULT_PORT,
  host = DEFAULT_HOST,
  accessLog = 'off',
  errorLog = 'stderr',
  workerProcesses = 'auto',
}) {
  const root = path.resolve(buildDir);
  const runtime = path.resolve(runtimeDir);
  fs.mkdirSync(runtime, {recursive: true});
  const headersPath = path.join(runtime, 'security-headers.conf');
  const mimeTypesPath = path.join(runtime, 'mime.types');
  const confPath = path.join(runtime, 'nginx.conf');
  const headers = fillTemplate(fs.readFileSync(path.join(templateDir, 'security-headers.conf.template'), 'utf8'), {
    CSP: csp,
  });
  const logValue = (value) => (value === 'off' || value === 'stderr' ? value : quote(path.resolve(value)));
  const conf = fillTemplate(fs.readFileSync(path.join(templateDir, 'nginx.conf.template'), 'utf8'), {
    USER_DIRECTIVE: userDirective(root),
    WORKER_PROCESSES: String(workerProcesses),
    RUNTIME_DIR: escapeQuoted(runtime),
    ERROR_LOG: logValue(errorLog),
    ACCESS_LOG: logValue(accessLog),
    MIME_TYPES: quote(mimeTypesPath),
    SECURITY_HEADERS: quote(headersPath),
    HOST: host.includes(':') ? `[${host}]` : host,
    PORT: String(port),
    ROOT: quote(root),
  });
  fs.copyFileSync(path.join(templateDir, 'mime.types'), mimeTypesPath);
  fs.writeFileSync(headersPath, headers);
  fs.writeFileSync(confPath, conf);
  return {confPath, headersPath};
}

/** Compress the build and compute its CSP. */
export async function prepareBuild(buildDir, {compress = true} = {}) {
  const root = path.resolve(buildDir);
  assertBuild(root);
  if (compress) await compressBuild(root);
  return {buildDir: root, csp: computeCsp(root)};
}

function waitForExit(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({host, port});
    socket.setTimeout(1000);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Start nginx on the build, in the foreground (a child process).
 *
 * @param {object} [options]
 * @param {string} [options.buildDir]   default $BUILD_DIR, then build
 * @param {number} [options.port]       default 8080; 0 picks a free port
 * @param {string} [options.host]       default 127.0.0.1
 * @param {string} [options.accessLog]  'off' (default) or a path such as /dev/stdout
 * @param {string} [options.errorLog]   'stderr' (default) or a path
 * @param {number|string} [options.workerProcesses] default 'auto'
 * @param {'pipe'|'inherit'} [options.stdio] 'pipe' (default) keeps nginx's output for error messages
 * @param {boolean} [options.compress]  precompress the build first (default true)
 * @param {number} [options.timeoutMs]  how long to wait for nginx to listen
 */
export async function startNginx(options = {}) {
  const {
    buildDir = process.env.BUILD_DIR ?? 'build',
    host = DEFAULT_HOST,
    accessLog = 'off',
    errorLog = 'stderr',
    workerProcesses = 'auto',
    stdio = 'pipe',
    compress = true,
    timeoutMs = 15_000,
  } = options;
  let port = options.port ?? DEFAULT_PORT;
  if (port === 0) port = await findFreePort(host);

  const nginx = findNginx();
  const prepared = await prepareBuild(buildDir, {compress});
  await assertPortFree(host, port);

  const runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-nginx-'));
  // As root, nginx creates its temp folders here and hands them to the worker user.
  if (isRoot()) fs.chmodSync(runtimeDir, 0o755);
  const {confPath} = writeNginxConfig({
    buildDir: prepared.buildDir,
    runtimeDir,
    csp: prepared.csp,
    port,
    host,
    accessLog,
    errorLog,
    workerProcesses,
  });

  const child = spawn(nginx, ['-e', 'stderr', '-p', runtimeDir, '-c', confPath, '-g', 'daemon off;'], {
    stdio: ['ignore', stdio, stdio],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = waitForExit(child);
  let spawnError = null;
  child.once('error', (error) => (spawnError = error));

  // If this process ends without stop(), do not leave nginx behind:
  // SIGTERM makes the master stop its workers too.
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(runtimeDir, {recursive: true, force: true});
  };

  // Ready when the master has written its pid file (after binding the port)
  // and the port accepts connections.
  const pidFile = path.join(runtimeDir, 'nginx.pid');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`nginx (${nginx}) did not start${spawnError ? `: ${spawnError.message}` : ''}\n${output}`.trim());
    }
    const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').trim()) : NaN;
    if (pid === child.pid && (await canConnect(host, port))) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not listen on ${host}:${port} within ${timeoutMs} ms\n${output}`.trim());
    }
    await sleep(50);
  }

  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    host,
    port,
    pid: /** @type {number} */ (child.pid),
    csp: prepared.csp,
    buildDir: prepared.buildDir,
    runtimeDir,
    confPath,
    nginx,
    exited,
    output: () => output,
    stop,
  };
}

/**
 * nginx logs to stdout by reopening /dev/stdout, which fails when stdout is
 * a file this user may not open (e.g. one root redirected to): then no access log.
 */
function canReopenStdout() {
  try {
    fs.closeSync(fs.openSync('/dev/stdout', 'a'));
    return true;
  } catch {
    return false;
  }
}

function envPort() {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${process.env.PORT}`);
  return port;
}

async function main(argv) {
  const buildDir = process.env.BUILD_DIR ?? 'build';
  const host = process.env.HOST ?? DEFAULT_HOST;
  const port = envPort();
  const workerProcesses = process.env.WORKER_PROCESSES ?? 'auto';
  const errorLog = process.env.ERROR_LOG ?? 'stderr';

  const writeAt = argv.indexOf('--write-config');
  if (writeAt !== -1) {
    const dir = argv[writeAt + 1];
    if (!dir) throw new Error('--write-config needs a folder');
    const {buildDir: root, csp} = await prepareBuild(buildDir);
    const {confPath} = writeNginxConfig({
      buildDir: root,
      runtimeDir: dir,
      csp,
      port,
      host,
      accessLog: process.env.ACCESS_LOG ?? 'off',
      errorLog,
      workerProcesses,
    });
    console.log(`Wrote ${confPath}, security-headers.conf and mime.types for ${root} on ${host}:${port}.`);
    console.log(`Run: nginx -p '${path.resolve(dir)}' -c '${confPath}'`);
    return;
  }

  if (argv.includes('--check')) {
    const {buildDir: root, csp} = await prepareBuild(buildDir);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-nginx-check-'));
    try {
      const {confPath} = writeNginxConfig({buildDir: root, runtimeDir: dir, csp, port, host, workerProcesses});
      const result = spawnSync(findNginx(), ['-t', '-e', 'stderr', '-p', dir, '-c', confPath], {encoding: 'utf8'});
      process.stderr.write(result.stderr ?? '');
      process.exitCode = result.status ?? 1;
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    return;
  }

  const server = await startNginx({
    buildDir,
    port,
    host,
    accessLog: process.env.ACCESS_LOG ?? (canReopenStdout() ? '/dev/stdout' : 'off'),
    errorLog,
    workerProcesses,
    stdio: 'inherit',
  });
  console.log(`Serving ${server.buildDir} with nginx at ${server.url}/ (pid ${server.pid}). Ctrl+C to stop.`);
  let shuttingDown = false;
  const shutdown = async () => {
    shuttingDown = true;
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  const code = await server.exited;
  if (shuttingDown) return;
  await server.stop();
  console.error(`nginx exited (code ${code}).`);
  process.exit(code ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
