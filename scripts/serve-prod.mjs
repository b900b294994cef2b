#!/usr/bin/env node
/**
 * Serve the production build with nginx, configured as in production (deploy/nginx/).
 *
 * Hand-written because no maintained tool computes a Content-Security-Policy from the hashes of a
 * build's inline scripts, and nginx reads no environment variables: this fills the templates and
 * runs nginx in the foreground. Compression, caching, headers and redirects are nginx's own job.
 *
 *   npm run serve:prod                        build/ at http://127.0.0.1:8080 (PORT, HOST, BUILD_DIR)
 *   npm run serve:prod -- --check             fill the templates and run `nginx -t`
 *   npm run serve:prod -- --write-config DIR  fill the templates into DIR, for a real server
 */
import {spawn} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {load} from 'cheerio';
import {globSync} from 'tinyglobby';

const templateDir = fileURLToPath(new URL('../deploy/nginx', import.meta.url));
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '8080';
const listenHost = host.includes(':') ? `[${host}]` : host;

/** Inline scripts that run, by type: none, a JavaScript MIME type, module or importmap. */
const isExecuted = (type = '') => /^(|module|importmap|.*(java|ecma)script.*)$/i.test(type.trim());

/** The policy, with every inline script of the build allowed by its sha256 hash. */
function contentSecurityPolicy() {
  const hashes = new Set();
  for (const file of globSync('**/*.html', {cwd: buildDir, absolute: true})) {
    const $ = load(fs.readFileSync(file, 'utf8'));
    for (const script of $('script:not([src])')) {
      if (!isExecuted($(script).attr('type'))) continue;
      const hash = crypto.createHash('sha256').update($(script).text()).digest('base64');
      hashes.add(`'sha256-${hash}'`);
    }
  }
  return [
    "default-src 'self'",
    // Pagefind compiles its WebAssembly; 'wasm-unsafe-eval' allows that and no JavaScript eval.
    `script-src 'self' 'wasm-unsafe-eval' ${[...hashes].sort().join(' ')}`,
    // React style attributes and Docusaurus insert inline styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Whether other users can reach `dir`: each folder up to / must be o+x (mktemp -d is not). */
function reachableByOthers(dir) {
  if ((fs.statSync(dir).mode & 0o001) === 0) return false;
  return dir === path.dirname(dir) || reachableByOthers(path.dirname(dir));
}

/** As root, workers drop to nobody, unless nobody could read the build. */
function userDirective() {
  if (process.getuid?.() !== 0) return '';
  if (!reachableByOthers(buildDir)) {
    console.error(
      `serve-prod: other users cannot reach ${buildDir}, so nginx workers run as root.`,
    );
    return 'user root;';
  }
  const group = fs.readFileSync('/etc/group', 'utf8').includes('\nnogroup:') ? 'nogroup' : 'nobody';
  return `user nobody ${group};`;
}

/** Fill every file of deploy/nginx/ into `dir`; a ${NAME} without a value is an error. */
function writeConfig(dir, csp) {
  const values = {
    USER_DIRECTIVE: userDirective(),
    RUNTIME_DIR: dir,
    HOST: listenHost,
    PORT: port,
    ROOT: buildDir,
    CSP: csp,
  };
  fs.mkdirSync(dir, {recursive: true});
  for (const name of fs.readdirSync(templateDir)) {
    const text = fs.readFileSync(path.join(templateDir, name), 'utf8');
    const filled = text.replace(/\$\{([A-Z_]+)\}/g, (_, key) => {
      if (!(key in values)) throw new Error(`${name}: no value for \${${key}}`);
      return values[key];
    });
    fs.writeFileSync(path.join(dir, name.replace(/\.template$/, '')), filled);
  }
  return path.join(dir, 'nginx.conf');
}

if (!fs.existsSync(path.join(buildDir, '404.html'))) {
  console.error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const writeAt = process.argv.indexOf('--write-config');
if (writeAt !== -1) {
  if (!process.argv[writeAt + 1]) {
    console.error('Usage: node scripts/serve-prod.mjs --write-config DIR');
    process.exit(1);
  }
  const conf = writeConfig(path.resolve(process.argv[writeAt + 1]), contentSecurityPolicy());
  console.log(`Wrote ${conf}. Run: nginx -p ${path.dirname(conf)} -c ${conf}`);
  process.exit(0);
}

const check = process.argv.includes('--check');
const csp = contentSecurityPolicy();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-nginx-'));
fs.chmodSync(dir, 0o755); // as root, nginx hands its temporary folders here to the workers
const conf = writeConfig(dir, csp);
const nginx = spawn(
  'nginx',
  ['-e', 'stderr', '-p', dir, '-c', conf, '-g', 'daemon off;', ...(check ? ['-t'] : [])],
  {
    stdio: 'inherit',
    // Debian puts nginx in /usr/sbin, which is not on a normal user's PATH.
    env: {...process.env, PATH: `${process.env.PATH}:/usr/sbin:/usr/local/sbin:/opt/homebrew/bin`},
  },
);
const stop = () => nginx.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('error', (error) =>
  console.error(`Cannot run nginx (apt-get or brew install nginx): ${error.message}`),
);
nginx.on('close', (code, signal) => {
  fs.rmSync(dir, {recursive: true, force: true});
  process.exit(signal === 'SIGTERM' ? 0 : (code ?? 1));
});

if (!check) {
  // The master writes its pid file once its socket listens, before it starts the workers.
  while (!fs.existsSync(path.join(dir, 'nginx.pid'))) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(`Serving ${buildDir} at http://${listenHost}:${port} (Ctrl+C to stop)`);
}
