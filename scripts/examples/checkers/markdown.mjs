/**
 * Markdown blocks, compiled by the MDX compiler that Docusaurus uses (@mdx-js/mdx 3): `md` and
 * `markdown` as CommonMark with GFM, `mdx` as MDX with GFM and the directives (`:::tip`) that
 * Docusaurus admonitions are written in.
 */
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {versioned} from './support.mjs';

const TOOL = versioned('@mdx-js/mdx');

export default {
  languages: ['markdown', 'mdx'],
  async check(inputs) {
    const findings = [];
    for (const input of inputs) {
      const mdx = input.language === 'mdx';
      const remarkPlugins = mdx ? [remarkGfm, remarkDirective] : [remarkGfm];
      try {
        await compile(input.code, {format: mdx ? 'mdx' : 'md', remarkPlugins});
      } catch (error) {
        // Some messages carry their place only in their text: "… (1:1-1:7)".
        const [, line, column] = /\((\d+):(\d+)-\d+:\d+\)$/.exec(error.reason ?? '') ?? [];
        const place = error.place?.start ??
          error.place ?? {line: Number(line), column: Number(column)};
        const rule = [error.source, error.ruleId].filter(Boolean).join(':') || 'compile';
        findings.push({input, ...place, tool: TOOL, rule, message: error.reason ?? error.message});
      }
      input.tools.add(TOOL);
    }
    return findings;
  },
};
