#!/usr/bin/env node
/**
 * The author check, `npm run check` (`node scripts/author-check.mjs [siteDir]`): what an author
 * runs before pushing. It fails, naming the file and (where known) the line, on every author
 * mistake: front matter that is not YAML or has no description and code in a language that does not
 * highlight (found in the markdown: the build lets them through), then a full build into a
 * scratch folder that fails on any warning or error. Docusaurus reports broken links and anchors by
 * page URL; this names the file that holds the link and the line. A page that is not committed yet
 * is not a mistake: git has no date for it, which the check says instead of failing. Hand-written:
 * Docusaurus has no option to fail on warnings or to name files in its link reports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {docusaurusBuild} from './build/docusaurus-build.mjs';
import {sourceProblems} from './content/source-checks.mjs';
import {isUncommittedDateWarning, uncommittedContent} from './content/uncommitted.mjs';

const started = performance.now();
const siteDir = path.resolve(process.argv[2] ?? '.');
// The build empties its output folder, so the log is kept beside it.
const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-author-check-'));
const outDir = path.join(scratchDir, 'site');
const logFile = path.join(scratchDir, 'build.log');

/** The first line of a file that holds `needle`, or undefined. */
function lineHolding(file, needle) {
  const lines = fs.readFileSync(path.join(siteDir, file), 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(needle));
  return index >= 0 ? index + 1 : undefined;
}

/** `file:line`, or the file, or the URL when no source file is known. */
function where(route, sources, needles) {
  const file = sources[route];
  if (!file) return route;
  for (const needle of needles) {
    const line = needle && lineHolding(file, needle);
    if (line) return `${file}:${line}`;
  }
  return file;
}

/**
 * Broken links and anchors, reported by Docusaurus as blocks of "- Broken link on source page path
 * = /url:" followed by "-> linking to target" lines.
 */
function brokenLinkProblems(lines, sources) {
  const problems = [];
  let kind;
  let route;
  for (const line of lines) {
    const page = /- Broken (link|anchor) on source page path = (\S+?):?$/.exec(line.trim());
    if (page) [, kind, route] = page;
    const target = /^-> linking to (\S+)(?: \(resolved as: (\S+)\))?/.exec(line.trim());
    if (!target || !route) continue;
    const [, written, resolved = written] = target;
    const anchor = written.includes('#') ? written.slice(written.indexOf('#')) : undefined;
    const lastSegment = resolved.split('#')[0].split('/').filter(Boolean).pop();
    const needles = kind === 'anchor' ? [anchor] : [written, lastSegment];
    problems.push(`${where(route, sources, needles)}: broken ${kind} to ${written} (on ${route})`);
  }
  return problems;
}

/** A warning's text: its first line, and the lines after it up to the next log line or blank. */
function warningTexts(lines) {
  const texts = [];
  lines.forEach((line, index) => {
    if (!line.includes('[WARNING]')) return;
    const rest = [];
    for (const next of lines.slice(index + 1)) {
      if (next.trim() === '' || /^\[[A-Z]+\]/.test(next)) break;
      rest.push(next.trim());
    }
    texts.push([line.replace(/^.*\[WARNING\]\s*/, ''), ...rest].join(' '));
  });
  return texts;
}

/** Paths of this machine under the site are shown relative to it; a post's bare name gets blog/. */
function relativeToSite(text) {
  const named = text.replaceAll(`${siteDir}${path.sep}`, '');
  return named.replace(/(?<![\w/.-])(\d{4}-\d{2}-\d{2}-[\w.-]+\.mdx?)\b/g, (name) =>
    fs.existsSync(path.join(siteDir, 'blog', name)) ? `blog/${name}` : name,
  );
}

/** Lines of a build error that say nothing an author can act on: stack frames, generic wrappers. */
const noise =
  /^\s+at\s|^\s+\.\.\. \d+ lines matching|^\[INFO\]|^Node version|Unable to build website for locale|Loading of version failed/;

/** The build's error messages, without stack frames and the objects printed after them. */
function errorText(lines) {
  const start = lines.findIndex((line) => line.includes('[ERROR]'));
  const messages = lines.slice(Math.max(start, 0)).filter((line) => !noise.test(line));
  const dump = messages.findIndex((line) => /^\s*\[?Error \[|[{[]\s*$|^\s+[\w$]+: /.test(line));
  return messages
    .slice(0, dump >= 0 ? dump : undefined)
    .filter((line) => line.trim() !== '' && line.trim() !== '}')
    .map((line) => line.replace(/^\s*\[cause\]:\s*/, '').replace(/^\[ERROR\]\s*/, ''))
    .join('\n');
}

const found = sourceProblems(siteDir);
const problems = found.map(({file, line, message}) => `${file}:${line}: ${message}`);

// Front matter that is not YAML stops the build before it finds anything else.
const buildable = !found.some(({message}) => message.startsWith('front matter is not valid YAML'));
console.log(
  buildable
    ? 'Author check: building the site into a scratch folder…'
    : 'Author check: fix the front matter first; the site cannot be built without it.',
);
const {code, lines} = buildable
  ? await docusaurusBuild({
      siteDir,
      args: ['--out-dir', outDir, '--no-minify'],
      env: {AUTHOR_CHECK: 'true'},
      echo: false,
    })
  : {code: 0, lines: []};
fs.writeFileSync(logFile, `${lines.join('\n')}\n`);

const sourcesFile = path.join(siteDir, '.docusaurus', 'route-sources.json');
const sources = fs.existsSync(sourcesFile) ? JSON.parse(fs.readFileSync(sourcesFile, 'utf8')) : {};
const uncommitted = uncommittedContent(siteDir);
for (const warning of warningTexts(lines)) {
  if (warning.startsWith('Docusaurus found broken')) continue; // listed by file below
  if (isUncommittedDateWarning(warning, uncommitted)) continue;
  problems.push(relativeToSite(warning));
}
problems.push(...brokenLinkProblems(lines, sources));
if (code !== 0) problems.push(relativeToSite(errorText(lines)));

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (uncommitted.length > 0) {
  console.log(`Not committed yet (dated by git once committed): ${uncommitted.join(', ')}`);
}
if (problems.length > 0) {
  console.error(`\n${problems.map((problem) => `✗ ${problem}`).join('\n')}\n`);
  console.error(`Author check failed: ${problems.length} problem(s). Took ${seconds} s.`);
  console.error(`The build's full output: ${logFile}`);
  process.exit(1);
}
fs.rmSync(scratchDir, {recursive: true, force: true});
console.log(`Author check passed: no problems. Took ${seconds} s.`);
