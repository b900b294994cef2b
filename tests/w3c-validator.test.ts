/**
 * Every built page passes the W3C Nu HTML Checker (vnu.jar from the vnu-jar package, run once with
 * Java over the whole build), apart from the stock markup listed in vnu-exceptions.json: errors that
 * Docusaurus' own components write and that no supported extension point changes. An exception
 * excuses a message only when its text matches, the page is in `pages` (when given) and the
 * validator's extract of the markup contains `markup` (when given); each names its upstream
 * component, why, and the Docusaurus version that fixes it (null: none yet, as of `checkedUpTo`).
 * A fixed version that is installed retires its exception.
 */
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {beforeAll, expect, it} from 'vitest';
import {DOCUSAURUS_VERSION} from '@docusaurus/utils';
import allExceptions from './vnu-exceptions.json';
import {assertBuilt, buildDir, builtPages} from './support/build';

type Exception = {
  message: string;
  markup?: string;
  pages?: string[];
  component: string;
  reason: string;
  fixedIn: string | null;
  checkedUpTo: string;
};
type Message = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/** vnu-jar's export: the path of its vnu.jar. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

const atLeast = (version: string) =>
  DOCUSAURUS_VERSION.localeCompare(version, 'en', {numeric: true}) >= 0;
const exceptions = (allExceptions as Exception[]).filter(
  ({fixedIn}) => !fixedIn || !atLeast(fixedIn),
);
const used = new Set<Exception>();

/** The validator's errors, by page (docs/intro.html); warnings are advice, not errors. */
const errorsByPage = new Map<string, Message[]>();

function validate(files: string[]): Message[] {
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    throw new Error(
      `The W3C validator needs Java 11 or newer on PATH (Debian: apt-get install default-jre-headless): ${run.error.message}`,
    );
  }
  try {
    return JSON.parse(run.stdout).messages;
  } catch {
    throw new Error(
      `vnu.jar gave no JSON report (exit ${run.status}):\n${run.stderr}${run.stdout}`,
    );
  }
}

beforeAll(() => {
  assertBuilt();
  const pages = builtPages();
  for (const page of pages) errorsByPage.set(page, []);
  const messages = validate(pages.map((page) => path.join(buildDir, page)));
  for (const message of messages) {
    if (message.type === 'info') continue;
    const page = message.url ? path.relative(buildDir, new URL(message.url).pathname) : '(none)';
    errorsByPage.set(page, [...(errorsByPage.get(page) ?? []), message]);
  }
}, 300_000);

function excused(page: string, {message, extract = ''}: Message): boolean {
  const exception = exceptions.find(
    (candidate) =>
      candidate.message === message &&
      (!candidate.pages || candidate.pages.includes(page)) &&
      (!candidate.markup || extract.includes(candidate.markup)),
  );
  if (exception) used.add(exception);
  return exception !== undefined;
}

it.each(builtPages())('build/%s passes the W3C Nu HTML validator', (page) => {
  const unexcused = (errorsByPage.get(page) ?? [])
    .filter((error) => !excused(page, error))
    .map(
      ({lastLine, message, extract}) =>
        `build/${page}:${lastLine}: ${message} [${extract?.trim()}]`,
    );
  expect(unexcused).toEqual([]);
});

it('the validator reports nothing outside the built pages', () => {
  const others = [...errorsByPage.keys()].filter((page) => !builtPages().includes(page));
  expect(others.map((page) => `${page}: ${errorsByPage.get(page)?.[0]?.message}`)).toEqual([]);
});

it('every exception in vnu-exceptions.json still excuses something (runs after the pages)', () => {
  const unused = exceptions.filter((exception) => !used.has(exception));
  expect(unused, 'exceptions that excuse nothing: remove them').toEqual([]);
});
