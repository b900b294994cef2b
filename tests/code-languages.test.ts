import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {Prism} from 'prism-react-renderer';
import config from '../docusaurus.config';
// The extractor is shared with the runnable-examples checker.
import {codeBlocks, markdownFiles} from '../scripts/examples/extract.mjs';
import {rootDir} from './support/build';

/** Fences that are not meant to highlight: plain output, and diagrams. */
const notHighlighted = new Set(['text', 'mermaid']);

/** Loads the extra grammars the same way the theme does in the browser. */
function highlightableLanguages(): Set<string> {
  const require = createRequire(import.meta.url);
  (globalThis as {Prism?: unknown}).Prism = Prism;
  const additional = (config.themeConfig as {prism: {additionalLanguages: string[]}}).prism.additionalLanguages;
  for (const language of additional) require(`prismjs/components/prism-${language}`);
  return new Set(
    Object.entries(Prism.languages)
      .filter(([, grammar]) => typeof grammar === 'object')
      .map(([name]) => name),
  );
}

describe('code block languages', () => {
  const languages = highlightableLanguages();

  it('include everything readers of this site need', () => {
    for (const language of ['powershell', 'bash', 'hcl', 'dockerfile', 'csharp', 'ini', 'toml', 'diff', 'json', 'yaml', 'python']) {
      expect(languages.has(language), language).toBe(true);
    }
  });

  it('every code block in docs/ and blog/ names a language that highlights', () => {
    const problems: string[] = [];
    for (const file of markdownFiles(path.join(rootDir, 'docs'), path.join(rootDir, 'blog'))) {
      for (const block of codeBlocks(fs.readFileSync(file, 'utf8'))) {
        const where = `${path.relative(rootDir, file)}:${block.line}`;
        if (block.lang === '') problems.push(`${where}: code block without a language`);
        else if (!languages.has(block.lang) && !notHighlighted.has(block.lang)) {
          problems.push(`${where}: "${block.lang}" does not highlight on this site`);
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
