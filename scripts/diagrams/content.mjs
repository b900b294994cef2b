/**
 * Finds the Mermaid blocks of the site's content, for `npm run diagrams` and
 * the diagram tests; how a diagram is identified lives with the build, in
 * src/plugins/diagrams.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {codeBlocks, markdownFiles} from '../examples/extract.mjs';
import {diagramId, normaliseSource} from '../../src/plugins/diagrams.mjs';

/** Every Mermaid block of the site's content: file (relative), line, source and id. */
export function contentDiagrams(siteDir, roots = ['docs', 'blog', path.join('src', 'pages')]) {
  const files = markdownFiles(...roots.map((root) => path.join(siteDir, root)).filter((dir) => fs.existsSync(dir)));
  return files.flatMap((file) =>
    // Windows checkouts may have CRLF line ends; the fences must still be found.
    codeBlocks(fs.readFileSync(file, 'utf8').replace(/\r\n?/g, '\n'))
      .filter((block) => block.lang === 'mermaid')
      .map((block) => ({
        file: path.relative(siteDir, file),
        line: block.line,
        source: normaliseSource(block.code),
        id: diagramId(block.code),
      })),
  );
}
