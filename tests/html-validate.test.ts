/**
 * Every built page is valid HTML: no parse errors and no html-validate rule
 * broken, except the theme markup listed with its reason in html-validate-exceptions.json:
 * a message is excused only when its rule matches, the offending element matches `element` (a CSS
 * selector; none: any) the page is in `pages` and Docusaurus is `from` that version or later (each when given). Parse errors
 * are `parse-error/CODE`.
 */
import {load, type CheerioAPI} from 'cheerio';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';
import {parse} from 'parse5';
import {expect, it} from 'vitest';
import {DOCUSAURUS_VERSION} from '@docusaurus/utils';
import allExceptions from './html-validate-exceptions.json';
import {builtPages, readBuildFile} from './support/build';

const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());
type Exception = {rule: string; element?: string; pages?: string[]; from?: string; reason: string};
const exceptions = (allExceptions as Exception[]).filter(
  ({from}) => !from || DOCUSAURUS_VERSION.localeCompare(from, 'en', {numeric: true}) >= 0,
);
const used = new Set<Exception>();

type Problem = {ruleId: string; message: string; selector: string | null; line: number};

function excused(page: string, $: CheerioAPI, {ruleId, selector}: Problem): boolean {
  const exception = exceptions.find(
    ({rule, element, pages}) =>
      rule === ruleId &&
      (!pages || pages.includes(page)) &&
      (!element || (selector !== null && $(selector).is(element))),
  );
  if (exception) used.add(exception);
  return exception !== undefined;
}

it.each(builtPages())('build/%s is valid HTML', async (page) => {
  const html = readBuildFile(page);
  const problems: Problem[] = [];
  parse(html, {
    onParseError: ({code, startLine: line}) =>
      problems.push({ruleId: `parse-error/${code}`, message: code, selector: null, line}),
  });
  const $ = load(html);
  const report = await htmlvalidate.validateString($.html(), page);
  problems.push(...report.results.flatMap((result) => result.messages));
  const unexcused = problems
    .filter((problem) => !excused(page, $, problem))
    .map(
      ({ruleId, message, selector, line}) =>
        `${ruleId}: ${message} [${selector ?? `line ${line}`}]`,
    );
  expect(unexcused).toEqual([]);
});

it('every exception in html-validate-exceptions.json still excuses something (runs after the pages)', () => {
  const unused = exceptions.filter((exception) => !used.has(exception));
  expect(unused, 'exceptions that excuse nothing: remove them').toEqual([]);
});
