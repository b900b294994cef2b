/**
 * Authors' front matter: every doc has a title and a description (they become
 * the page title, the search snippet and the link preview); every post has a
 * date, and only authors and tags declared in blog/authors.yml and
 * blog/tags.yml. Failures name the file to fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import matter from 'gray-matter';
import {rootDir} from './support/build';

// js-yaml (a Docusaurus dependency) ships no types; this is all we use of it.
const yaml = createRequire(import.meta.url)('js-yaml') as {load(text: string): unknown};

const docsDir = path.join(rootDir, 'docs');
const blogDir = path.join(rootDir, 'blog');

/** Markdown and MDX files under a folder, as paths relative to the repo; _partials are not pages. */
function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .filter((file) => !file.split(path.sep).some((part) => part.startsWith('_')))
    .map((file) => path.relative(rootDir, path.join(dir, file)).split(path.sep).join('/'))
    .sort();
}

function frontMatter(file: string): Record<string, unknown> {
  return matter(fs.readFileSync(path.join(rootDir, file), 'utf8')).data;
}

function yamlKeys(file: string): Set<string> {
  const data = yaml.load(fs.readFileSync(path.join(rootDir, file), 'utf8'));
  return new Set(data && typeof data === 'object' ? Object.keys(data) : []);
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** A real calendar date YYYY-MM-DD (not 2025-02-30). */
function isCalendarDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/** Problems with a post's date: from `date:` if given, else from the file or folder name. */
function dateProblems(file: string, data: Record<string, unknown>): string[] {
  if (data.date !== undefined) {
    const value = data.date;
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? ['`date:` is not a valid date'] : [];
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(String(value));
    if (!match || !isCalendarDate(match[1], match[2], match[3])) return [`\`date: ${String(value)}\` is not a YYYY-MM-DD date`];
    return [];
  }
  // blog/2025-08-12-slug.md, blog/2025-08-12-slug/index.md or blog/2025/08/12/slug.md
  const relative = file.replace(/^blog\//, '');
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})[-/]/.exec(relative);
  if (!match) return ['no date: name the file YYYY-MM-DD-slug.md or add `date: YYYY-MM-DD` to the front matter'];
  if (!isCalendarDate(match[1], match[2], match[3])) return [`the date in the file name (${match.slice(1).join('-')}) is not a real date`];
  return [];
}

/** Front matter `authors`/`tags` as a list: a key, a list of keys, or inline objects. */
function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

const docs = markdownFiles(docsDir);
const posts = markdownFiles(blogDir);

describe('doc front matter', () => {
  it('there are docs to check', () => {
    expect(docs.length).toBeGreaterThan(0);
  });

  it.each(docs)('%s has a title and a description', (file) => {
    const data = frontMatter(file);
    const problems = [
      ...(isFilled(data.title) ? [] : [`${file}: front matter needs a non-empty \`title:\``]),
      ...(isFilled(data.description) ? [] : [`${file}: front matter needs a non-empty \`description:\``]),
    ];
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('blog post front matter', () => {
  const authors = yamlKeys('blog/authors.yml');
  const tags = yamlKeys('blog/tags.yml');

  it('there are posts, authors and tags to check', () => {
    expect(posts.length).toBeGreaterThan(0);
    expect(authors.size, 'blog/authors.yml declares no authors').toBeGreaterThan(0);
    expect(tags.size, 'blog/tags.yml declares no tags').toBeGreaterThan(0);
  });

  it.each(posts)('%s has a date, a title, and only declared authors and tags', (file) => {
    const data = frontMatter(file);
    const problems: string[] = [];
    problems.push(...dateProblems(file, data));
    if (!isFilled(data.title)) problems.push('front matter needs a non-empty `title:`');

    const postAuthors = asList(data.authors);
    if (data.author !== undefined || data.author_url !== undefined) {
      problems.push('`author:` is the legacy inline form; use `authors: [key]` with a key from blog/authors.yml');
    }
    if (postAuthors.length === 0) problems.push('no `authors:`; add at least one key from blog/authors.yml');
    for (const author of postAuthors) {
      if (typeof author !== 'string') problems.push(`inline author ${JSON.stringify(author)}: declare it in blog/authors.yml and use its key`);
      else if (!authors.has(author)) problems.push(`author "${author}" is not in blog/authors.yml (known: ${[...authors].join(', ')})`);
    }

    for (const tag of asList(data.tags)) {
      if (typeof tag !== 'string') problems.push(`inline tag ${JSON.stringify(tag)}: declare it in blog/tags.yml and use its key`);
      else if (!tags.has(tag)) problems.push(`tag "${tag}" is not in blog/tags.yml (known: ${[...tags].join(', ')})`);
    }
    expect(problems.map((problem) => `${file}: ${problem}`), `\n${problems.map((p) => `${file}: ${p}`).join('\n')}\n`).toEqual([]);
  });
});

describe('version line', () => {
  const monthYear = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;
  const named = [...docs, ...posts].filter((file) => {
    const data = frontMatter(file);
    return data.checked_against !== undefined || data.checked_in !== undefined;
  });

  it('the pages that depend on versions say which ones they were checked against', () => {
    expect(named).toEqual(expect.arrayContaining(['docs/python/intro.md', 'docs/dotnet/intro.md', 'docs/devops/kubernetes/intro.md']));
  });

  it.each(named)('%s names its versions as a list and the month it was checked', (file) => {
    const {checked_against: versions, checked_in: month} = frontMatter(file);
    expect(Array.isArray(versions) && versions.length > 0 && versions.every((v) => typeof v === 'string' && /\d/.test(v)), `${file}: checked_against must be a list such as [Python 3.13, Python 3.12]`).toBe(true);
    expect(String(month), `${file}: checked_in must be a month and year, such as "November 2026"`).toMatch(monthYear);
  });
});
