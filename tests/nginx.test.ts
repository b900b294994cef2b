/**
 * The production nginx server (deploy/nginx/, scripts/serve-prod.mjs), run
 * for real on 127.0.0.1 against the build: routes, redirects, 404s, methods,
 * security headers, cache policy, compression, and a bounded load test.
 *
 * BUILD_DIR picks another build folder (default: the project's build/).
 */
import {spawn} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {entryScripts} from '../scripts/bench/first-load.mjs';
import {compressBuild} from '../scripts/compress.mjs';
import {findFreePort, startNginx, templateDir, type NginxServer} from '../scripts/serve-prod.mjs';
import {buildDir as projectBuildDir, rootDir, sitemapPaths} from './support/build';
import {allRoutes, siteTitle} from './support/spec';

const buildDir = path.resolve(process.env.BUILD_DIR ?? projectBuildDir);
const built = fs.existsSync(path.join(buildDir, 'index.html'));
const notFoundTitle = `Page Not Found | ${siteTitle}`;

// ---------------------------------------------------------------- the build

function buildFile(relative: string): string {
  return path.join(buildDir, relative);
}

function htmlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f));
}

const sitemapRoutes: string[] = built ? sitemapPaths(buildDir) : [];

/** The home page's hashed stylesheet and scripts, as the page links and loads them. */
const homeHtml = built ? fs.readFileSync(buildFile('index.html'), 'utf8') : '';
const homeAssets: string[] = [
  ...[...homeHtml.matchAll(/href="?(\/assets\/[^"\s>]+\.css)/g)].map(([, ref]) => ref),
  ...entryScripts(homeHtml),
];
const cssAsset = homeAssets.find((a) => a.endsWith('.css')) ?? '/assets/css/missing.css';
const jsAsset = homeAssets.find((a) => /\/main\.[^/]+\.js$/.test(a)) ?? '/assets/js/missing.js';
const searchChunk = built ? `/pagefind/index/${fs.readdirSync(path.join(buildDir, 'pagefind', 'index'))[0]}` : '';
const image = '/img/logo.svg';

// ------------------------------------------------------------------ HTTP

type Reply = {status: number; headers: http.IncomingHttpHeaders; body: Buffer};

let server: NginxServer;

/** One request with exactly the given headers (no implicit Accept-Encoding, no redirect following). */
function request(urlPath: string, options: {method?: string; headers?: Record<string, string>} = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {host: server.host, port: server.port, path: urlPath, method: options.method ?? 'GET', headers: options.headers, agent: false},
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function textOf(reply: Reply): string {
  const raw = reply.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(reply.body) : reply.body;
  return raw.toString('utf8');
}

function titleOf(reply: Reply): string {
  return load(textOf(reply))('title').text();
}

/** The CSP as directive name -> sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

// ------------------------------------------------------------------ setup

beforeAll(async () => {
  if (!built) throw new Error(`No production build in ${buildDir}: run \`npm run build\` first (npm test does).`);
  server = await startNginx({buildDir, port: 0, workerProcesses: 2});
});

afterAll(async () => {
  await server?.stop();
});

// ------------------------------------------------------------------ tests

describe('routes', () => {
  it('the build has a sitemap with pages in it', () => {
    expect(sitemapRoutes.length).toBeGreaterThan(10);
  });

  it.each(sitemapRoutes)('sitemap page %s answers 200 with HTML', async (route) => {
    const reply = await request(route);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(reply)).not.toBe(notFoundTitle);
  });

  it.each([...allRoutes])('spec route %s answers 200 with its page', async (route) => {
    const reply = await request(route);
    expect(reply.status).toBe(200);
    expect(titleOf(reply)).not.toBe(notFoundTitle);
  });

  it('/docs answers 200 with the client redirect page to /docs/intro', async () => {
    const reply = await request('/docs');
    expect(reply.status).toBe(200);
    expect(textOf(reply)).toContain('url=/docs/intro');
  });

  it('HEAD answers like GET, without a body', async () => {
    const reply = await request('/docs/intro', {method: 'HEAD'});
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBe(0);
  });

  it('an unknown path answers 404 with the not-found page', async () => {
    const reply = await request('/no/such/page');
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(reply)).toBe(notFoundTitle);
  });

  it.each(['/404', '/assets/js/no-such-bundle.js', '/docs/intro/', '/.git/config'])(
    '%s answers 404 with the not-found page',
    async (route) => {
      const reply = await request(route);
      expect(reply.status).toBe(404);
      expect(titleOf(reply)).toBe(notFoundTitle);
    },
  );
});

describe('redirects to the clean URL', () => {
  it.each([
    ['/docs/intro.html', '/docs/intro'],
    ['/blog/first-post.html', '/blog/first-post'],
    ['/blog/index.html', '/blog'],
    ['/docs/index.html', '/docs'],
    ['/index.html', '/'],
    ['/docs/intro.html?ref=feed', '/docs/intro?ref=feed'],
    ['/index.html?ref=feed', '/?ref=feed'],
    ['/404.html', '/404'],
  ])('%s answers 301 to %s', async (from, to) => {
    const reply = await request(from);
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe(to);
  });

  it.each(['/docs/intro', '/blog', '/'])('the clean URL %s answers 200 itself (no redirect loop)', async (route) => {
    expect((await request(route)).status).toBe(200);
  });

  it.each(['//evil.example/page.html', '/\\evil.example/page.html', '/%2F/evil.example/page.html'])(
    '%s never redirects to another site',
    async (route) => {
      const reply = await request(route);
      const location = reply.headers.location ?? '';
      expect(location.startsWith('//')).toBe(false);
      expect(/^[a-z][a-z0-9+.-]*:/i.test(location)).toBe(false);
    },
  );
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s answers 405 with Allow: GET, HEAD', async (method) => {
    const reply = await request('/docs/intro', {method});
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
  });

  it('GET answers carry no Allow header', async () => {
    expect((await request('/')).headers.allow).toBeUndefined();
  });
});

describe('security headers', () => {
  const cases: Array<[string, string, string, number]> = [
    ['an HTML page', '/docs/intro', 'GET', 200],
    ['the home page', '/', 'GET', 200],
    ['a hashed asset', cssAsset, 'GET', 200],
    ['a feed', '/blog/rss.xml', 'GET', 200],
    ['an image', image, 'GET', 200],
    ['a 404', '/no/such/page', 'GET', 404],
    ['a 301', '/docs/intro.html', 'GET', 301],
    ['a 405', '/docs/intro', 'POST', 405],
  ];

  it.each(cases)('%s (%s) carries every security header', async (_, route, method, status) => {
    const reply = await request(route, {method});
    expect(reply.status).toBe(status);
    const h = reply.headers;
    expect(h['content-security-policy']).toBe(server.csp);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const permissions = String(h['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    expect(permissions).not.toContain('interest-cohort');
    expect(h['x-frame-options']).toBe('DENY');
    // HSTS only where TLS terminates: not on this plain-HTTP server.
    expect(h['strict-transport-security']).toBeUndefined();
  });

  it('the CSP has the required directives and no unsafe script source', () => {
    const d = directives(server.csp);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')?.[0]).toBe("'self'");
    // Beyond the site's own files: WebAssembly (search) and the build's inline scripts, by hash.
    expect(d.get('script-src')?.[1]).toBe("'wasm-unsafe-eval'");
    expect(d.get('script-src')?.slice(2).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s))).toBe(true);
    expect(server.csp).not.toContain("'unsafe-eval'");
    expect(d.get('script-src')).not.toContain("'unsafe-inline'");
    expect(d.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get('img-src')).toEqual(["'self'", 'data:']);
    expect(d.get('font-src')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('the CSP allows every inline script of the build by its hash, and no data block', () => {
    const allowed = new Set(directives(server.csp).get('script-src'));
    const scripts: string[] = [];
    const dataBlocks: string[] = [];
    for (const file of htmlFiles(buildDir)) {
      const $ = load(fs.readFileSync(file, 'utf8'));
      $('script:not([src])').each((_, el) => {
        const type = ($(el).attr('type') ?? '').trim().toLowerCase();
        const hash = `'sha256-${crypto.createHash('sha256').update($(el).text()).digest('base64')}'`;
        if (type === '' || type === 'module' || type.includes('javascript')) scripts.push(hash);
        else dataBlocks.push(hash);
      });
    }
    expect(scripts.length).toBeGreaterThan(0);
    for (const hash of scripts) expect(allowed.has(hash), `${hash} missing from script-src`).toBe(true);
    for (const hash of dataBlocks) expect(allowed.has(hash)).toBe(false);
    // Exactly the inline scripts: no stale hash from an earlier build.
    expect(allowed.size - 2).toBe(new Set(scripts).size); // less 'self' and 'wasm-unsafe-eval'
  });

  it('HSTS is in the configuration, commented out for when TLS terminates there', () => {
    const headers = fs.readFileSync(path.join(templateDir, 'security-headers.conf.template'), 'utf8');
    expect(headers).toMatch(/^#\s*add_header Strict-Transport-Security "max-age=\d+[^"]*" always;$/m);
  });

  it('the Server header names no version', async () => {
    const reply = await request('/');
    expect(reply.headers.server).toBe('nginx');
    expect((await request('/no/such/page')).body.toString()).not.toMatch(/nginx\/\d/);
  });

  it.each(['/assets/', '/assets/js/', '/img/', '/blog/'])('%s lists no directory', async (route) => {
    const reply = await request(route);
    expect([403, 404]).toContain(reply.status);
    expect(textOf(reply)).not.toMatch(/Index of/i);
  });
});

describe('cache policy', () => {
  const immutable = 'public, max-age=31536000, immutable';
  it.each([
    ['a hashed stylesheet', () => cssAsset, immutable],
    ['a hashed script', () => jsAsset, immutable],
    ['an HTML page', () => '/docs/intro', 'no-cache'],
    ['the home page', () => '/', 'no-cache'],
    ['the RSS feed', () => '/blog/rss.xml', 'no-cache'],
    ['the Atom feed', () => '/blog/atom.xml', 'no-cache'],
    ['the sitemap', () => '/sitemap.xml', 'no-cache'],
    ['the search runtime', () => '/pagefind/pagefind.js', 'no-cache'],
    ['a search index chunk (named by its content)', () => searchChunk, immutable],
    ['a generated text file (llms.txt)', () => '/llms.txt', 'no-cache'],
    ['an image outside /assets/', () => image, 'public, max-age=86400'],
    ['a 404', () => '/no/such/page', 'no-cache'],
    ['a missing hashed asset (404)', () => '/assets/js/no-such-bundle.js', 'no-cache'],
  ])('%s: Cache-Control %s', async (_, route, expected) => {
    const reply = await request(route());
    expect(reply.headers['cache-control']).toBe(expected);
  });
});

describe('compression', () => {
  const compressible: Array<[string, () => string]> = [
    ['an HTML page', () => '/docs/intro'],
    ['a stylesheet', () => cssAsset],
    ['a script', () => jsAsset],
    ['the search runtime', () => '/pagefind/pagefind.js'],
    ['the sitemap', () => '/sitemap.xml'],
    ['the RSS feed', () => '/blog/rss.xml'],
  ];

  it.each(compressible)('%s is gzipped when the client accepts gzip', async (_, route) => {
    const reply = await request(route(), {headers: {'accept-encoding': 'gzip'}});
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await request(route());
    expect(zlib.gunzipSync(reply.body).equals(plain.body)).toBe(true);
  });

  it.each(compressible)('%s is sent uncompressed to a client that does not accept gzip', async (_, route) => {
    const reply = await request(route());
    expect(reply.headers['content-encoding']).toBeUndefined();
  });

  it('precompressed .gz files sit beside compressible files and are sent as they are', async () => {
    const gzFile = buildFile(`${jsAsset}.gz`);
    expect(fs.existsSync(gzFile)).toBe(true);
    const reply = await request(jsAsset, {headers: {'accept-encoding': 'gzip'}});
    expect(reply.body.equals(fs.readFileSync(gzFile))).toBe(true);
  });

  it('files under 1 KB get no .gz and are not compressed', async () => {
    expect(fs.statSync(buildFile('docs/index.html')).size).toBeLessThan(1024);
    expect(fs.existsSync(buildFile('docs/index.html.gz'))).toBe(false);
    const reply = await request('/docs', {headers: {'accept-encoding': 'gzip'}});
    expect(reply.headers['content-encoding']).toBeUndefined();
  });

  it('compressing the build again changes nothing', async () => {
    const stats = await compressBuild(buildDir);
    expect(stats.written).toBe(0);
    expect(stats.removed).toBe(0);
    expect(stats.unchanged).toBeGreaterThan(0);
  });
});

describe('the serve:prod command', () => {
  it('serves the build on PORT from BUILD_DIR and stops cleanly on SIGTERM', async () => {
    const port = await findFreePort();
    const child = spawn(process.execPath, ['scripts/serve-prod.mjs'], {
      cwd: rootDir,
      env: {...process.env, PORT: String(port), BUILD_DIR: buildDir, ACCESS_LOG: 'off', WORKER_PROCESSES: '1'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await expect.poll(() => output, {timeout: 20_000}).toMatch(/Serving .* at http:\/\/127\.0\.0\.1:\d+/);
      const reply = await new Promise<number>((resolve, reject) =>
        http.get({host: '127.0.0.1', port, path: '/docs/intro', agent: false}, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject),
      );
      expect(reply).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    // nginx went with it: the port is free again.
    await expect(
      new Promise((resolve, reject) => http.get({host: '127.0.0.1', port, path: '/', agent: false}, resolve).on('error', reject)),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
