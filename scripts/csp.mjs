#!/usr/bin/env node
/**
 * The Content-Security-Policy for the production build, computed from the
 * build itself.
 *
 * Docusaurus pages carry a few inline <script> elements: the colour-mode and
 * announcement-bar script of the theme, the site's own head script (light
 * first visit), the base-URL check on the home page and the /docs client
 * redirect. The policy allows exactly those, each by the sha256 hash of its
 * text, instead of 'unsafe-inline'. The hashes change whenever the scripts
 * change (a Docusaurus upgrade, a config edit), so the policy is recomputed
 * from every build, never written by hand.
 *
 * Data blocks (<script type="application/ld+json"> and any other non-script
 * type) are not executed and script-src does not apply to them: skipped.
 * Inline event handlers (onclick="...") and javascript: URLs cannot be allowed
 * by hash without 'unsafe-hashes'; their presence is an error.
 *
 *   node scripts/csp.mjs [build-dir]         print the header value
 *   node scripts/csp.mjs --list [build-dir]  also list each hash and its pages
 *
 * The build folder defaults to $BUILD_DIR, then `build`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {load} from 'cheerio';

/**
 * Script types the browser executes (the HTML standard's JavaScript MIME type
 * essences, plus module) or treats as inline script for CSP (importmap,
 * speculationrules). An absent or empty type is JavaScript.
 */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** True when a <script type="..."> is run (or policed) as script, false for data blocks. */
export function isExecutedScriptType(type) {
  const essence = String(type ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  return EXECUTED_TYPES.has(essence);
}

/** Every .html file under the build folder, sorted. */
export function htmlFiles(buildDir) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.html')) out.push(full);
    }
  };
  walk(buildDir);
  return out.sort();
}

/** The CSP source expression for a script text: 'sha256-<base64>'. */
export function hashSource(text) {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Scan the build: the inline scripts that run (with their hash and the pages
 * that carry them) and any inline event handler or javascript: URL.
 */
export function scanBuild(buildDir = 'build') {
  const root = path.resolve(buildDir);
  const files = htmlFiles(root);
  if (files.length === 0) throw new Error(`No HTML files in ${root}: build the site first (npm run build).`);

  /** @type {Map<string, {hash: string, type: string, text: string, files: string[]}>} */
  const scripts = new Map();
  const problems = [];
  for (const file of files) {
    const rel = path.relative(root, file);
    const $ = load(fs.readFileSync(file, 'utf8'));
    $('script').each((_, el) => {
      const $el = $(el);
      if ($el.attr('src') !== undefined) return;
      const type = $el.attr('type') ?? '';
      if (!isExecutedScriptType(type)) return;
      const text = $el.text();
      const hash = hashSource(text);
      const entry = scripts.get(hash) ?? {hash, type, text, files: []};
      entry.files.push(rel);
      scripts.set(hash, entry);
    });
    $('*').each((_, el) => {
      for (const [name, value] of Object.entries(el.attribs ?? {})) {
        if (/^on/i.test(name)) problems.push(`${rel}: <${el.tagName} ${name}="...">`);
        else if (/^(href|src|action|formaction)$/i.test(name) && /^\s*javascript:/i.test(value)) {
          problems.push(`${rel}: <${el.tagName} ${name}="javascript:...">`);
        }
      }
    });
  }
  return {scripts: [...scripts.values()].sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0)), problems, pages: files.length};
}

/** The sorted, de-duplicated 'sha256-...' sources of the build's inline scripts. */
export function inlineScriptHashes(buildDir = 'build') {
  const {scripts, problems} = scanBuild(buildDir);
  if (problems.length > 0) {
    throw new Error(
      'Inline event handlers or javascript: URLs in the build cannot be allowed by a hash-based CSP ' +
        `(they would need 'unsafe-hashes'); move them into a script file:\n  ${problems.join('\n  ')}`,
    );
  }
  return scripts.map((s) => s.hash);
}

/** The policy for a list of script hashes. */
export function buildCsp(hashes) {
  const directives = [
    ["default-src", "'self'"],
    // Search runs Pagefind's WebAssembly, which needs compiling.
    ["script-src", "'self'", "'wasm-unsafe-eval'", ...hashes],
    // 'unsafe-inline' for styles only: React style attributes and Docusaurus
    // inject inline styles at run time. (Diagrams are SVG images: their own
    // <style> is not the page's.)
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", 'data:'],
    ["font-src", "'self'"],
    // fetch/XHR: the local search index (from the search Web Worker too).
    ["connect-src", "'self'"],
    // The local search runs in a Web Worker loaded from /assets/js/.
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The Content-Security-Policy header value for a build folder. */
export function computeCsp(buildDir = 'build') {
  return buildCsp(inlineScriptHashes(buildDir));
}

function main(argv) {
  const list = argv.includes('--list');
  const positional = argv.filter((a) => !a.startsWith('--'));
  const buildDir = positional[0] ?? process.env.BUILD_DIR ?? 'build';
  try {
    const csp = computeCsp(buildDir);
    if (list) {
      const {scripts, pages} = scanBuild(buildDir);
      console.error(`${scripts.length} inline script(s) across ${pages} page(s) of ${path.resolve(buildDir)}:`);
      for (const s of scripts) {
        const snippet = s.text.trim().replace(/\s+/g, ' ').slice(0, 70);
        const where = s.files.length > 3 ? `${s.files.length} pages` : s.files.join(', ');
        console.error(`  ${s.hash}  ${where}\n      ${snippet}${s.text.length > 70 ? '...' : ''}`);
      }
    }
    console.log(csp);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
