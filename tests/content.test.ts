import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {codeBlocks, markdownFiles} from '../scripts/examples/extract.mjs';
import {classifyLines} from '../src/plugins/markdownLines';
import {rootDir} from './support/build';

/** Words a reader reads: front matter, code blocks, imports and JSX tags left out. */
export function proseWords(markdown: string): number {
  const withoutFrontMatter = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const prose = classifyLines(withoutFrontMatter)
    .filter(({kind, line}) => kind === 'prose' && !/^\s*import\s/.test(line))
    .map(({line}) => line.replace(/<\/?[A-Za-z][^>]*>/g, ' '));
  return prose.join(' ').split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Links to other pages of this site: relative .md links and /docs or /blog paths. */
function internalLinks(markdown: string): string[] {
  const links = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
  return links.filter((href) => /^(\.{1,2}\/|\/docs\/|\/blog\b)/.test(href) || /^[\w-]+\.mdx?(#|$)/.test(href));
}

const docFiles = markdownFiles(path.join(rootDir, 'docs')).map((file) => path.relative(rootDir, file));

describe('every doc page is a real teaching page', () => {
  it.each(docFiles)('%s', (file) => {
    const markdown = fs.readFileSync(path.join(rootDir, file), 'utf8');
    const meta = matter(markdown).data as {title?: string; description?: string};
    expect(meta.title, `${file}: front matter needs a title`).toBeTruthy();
    expect(meta.description, `${file}: front matter needs a description`).toBeTruthy();

    const words = proseWords(markdown);
    expect(words, `${file}: ${words} prose words; a teaching page needs at least 600`).toBeGreaterThanOrEqual(600);

    const blocks = codeBlocks(markdown).filter((block) => block.lang !== '');
    expect(blocks.length, `${file}: needs at least one code block or diagram`).toBeGreaterThan(0);

    const links = internalLinks(markdown);
    expect(links.length, `${file}: needs at least two links to other pages of this site`).toBeGreaterThanOrEqual(2);

    expect(markdown, `${file}: a page with a "planned sections" outline is a stub`).not.toMatch(/This page is being written/);
  });
});

describe('the word counter', () => {
  it('counts prose and skips front matter and code', () => {
    const sample = '---\ntitle: T\n---\n\nOne two three.\n\n```bash\necho not counted\n```\n\n<Tabs>Four</Tabs>\n';
    expect(proseWords(sample)).toBe(4);
  });
});
