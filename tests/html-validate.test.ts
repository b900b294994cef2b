/**
 * Every built page is valid HTML: no HTML parse errors, and no html-validate
 * rule broken (configuration and every exception, with reasons, in
 * .htmlvalidate.mjs). Each failure names the built file, line, column and rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse, type ParserError} from 'parse5';
import {load, type CheerioAPI} from 'cheerio';
import {FileSystemConfigLoader, HtmlValidate, type Message} from 'html-validate';
import {buildDir, rootDir} from './support/build';
import {generatedMarkupExceptions, pageExceptions} from '../.htmlvalidate.mjs';

function builtPages(): string[] {
  if (!fs.existsSync(buildDir)) return [];
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const pages = builtPages();
const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());

/** `file:line:col` in the built file, when the element is in its source. */
function sourceLocation($: CheerioAPI, selector: string | null): {line: number; column: number} | null {
  if (!selector) return null;
  try {
    const node = $(selector).get(0) as {sourceCodeLocation?: {startLine: number; startCol: number}} | undefined;
    const location = node?.sourceCodeLocation;
    return location ? {line: location.startLine, column: location.startCol} : null;
  } catch {
    return null; // a selector css-select cannot read; fall back to the parsed document's position
  }
}

/** Exceptions that excused at least one message, to catch ones that no longer apply. */
const usedExceptions = new Set<number>();

function isGeneratedMarkup(page: string, $: CheerioAPI, message: Message): boolean {
  const index = generatedMarkupExceptions.findIndex((exception) => {
    if (exception.rule !== message.ruleId) return false;
    if (exception.pages && !exception.pages.includes(page)) return false;
    if (!message.selector) return false;
    try {
      return $(message.selector).is(exception.element);
    } catch {
      return false;
    }
  });
  if (index >= 0) usedExceptions.add(index);
  return index >= 0;
}

/** Every problem on one page, each as one line naming file, line, column and rule. */
async function problemsIn(page: string): Promise<string[]> {
  const file = path.join(buildDir, page);
  const shown = path.relative(rootDir, file);
  const html = fs.readFileSync(file, 'utf8');
  const pageException = (pageExceptions as Record<string, {rules: string[]; parseErrors: string[]}>)[page];
  const problems: string[] = [];

  // 1. The WHATWG parser's own errors, at their place in the built file.
  const parseErrors: ParserError[] = [];
  parse(html, {onParseError: (error) => parseErrors.push(error)});
  for (const error of parseErrors) {
    if (pageException?.parseErrors.includes(error.code)) continue;
    problems.push(`${shown}:${error.startLine}:${error.startCol} html-parse-error/${error.code}`);
  }

  // 2. html-validate on the document the parser built (see .htmlvalidate.mjs
  //    for why the minified source is not fed to it directly).
  const $ = load(html, {sourceCodeLocationInfo: true});
  const report = await htmlvalidate.validateString($.html(), file);
  for (const result of report.results) {
    for (const message of result.messages) {
      if (pageException?.rules.includes(message.ruleId)) continue;
      if (isGeneratedMarkup(page, $, message)) continue;
      const at = sourceLocation($, message.selector);
      const where = at
        ? `${shown}:${at.line}:${at.column}`
        : `${shown} (parsed document ${message.line}:${message.column})`;
      problems.push(`${where} ${message.ruleId}: ${message.message}${message.selector ? ` [${message.selector}]` : ''}`);
    }
  }
  return problems;
}

describe('built HTML is valid', () => {
  it('the build has HTML pages to validate', () => {
    expect(pages.length, `no HTML files in ${path.relative(rootDir, buildDir)}/: run the build first`).toBeGreaterThan(0);
    expect(pages).toContain('index.html');
  });

  it.each(pages)('build/%s has no HTML errors', async (page) => {
    const problems = await problemsIn(page);
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });

  it('every generated-markup exception still excuses something (runs after the pages)', () => {
    const unused = generatedMarkupExceptions
      .filter((_, index) => !usedExceptions.has(index))
      .map((exception) => `${exception.rule} on ${exception.element}`);
    expect(unused, 'remove these from generatedMarkupExceptions in .htmlvalidate.mjs').toEqual([]);
  });

  it('every page exception names a page that is still built', () => {
    const stale = Object.keys(pageExceptions).filter((page) => !pages.includes(page));
    expect(stale, 'remove these from pageExceptions in .htmlvalidate.mjs').toEqual([]);
  });
});
