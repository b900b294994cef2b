/**
 * Replaces each ```mermaid block with the SVG images that `npm run diagrams`
 * drew for it (static/img/diagrams/<id>-light.svg and -dark.svg), so readers
 * download no diagram code (issue 8; see src/plugins/diagrams.mjs).
 *
 * A block without its images fails the production build with the file, the
 * line and the command to run. Under `npm start` (liveFallback) the block is
 * left to the Mermaid theme, which draws it in the browser while you write.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {Element} from 'hast';
import {
  DIAGRAMS_DIR,
  DIAGRAMS_URL_PATH,
  MODES,
  diagramFileName,
  diagramId,
  diagramText,
  svgSize,
} from './diagrams.mjs';

export type Options = {
  /** The site directory: where static/img/diagrams is. */
  siteDir: string;
  /** The site's baseUrl, so the images load under a sub-path too. */
  baseUrl: string;
  /** Leave a diagram without images to the Mermaid theme instead of failing. */
  liveFallback?: boolean;
};

type VFileLike = {path?: string; message?: (reason: string, place?: unknown) => unknown};

type Node = {type: string; children?: Node[]};

function mermaidBlocks(node: Node, found: Code[] = []): Code[] {
  // Any case, as `npm run diagrams` finds them (```Mermaid too).
  if (node.type === 'code' && (node as Code).lang?.toLowerCase() === 'mermaid') found.push(node as Code);
  for (const child of node.children ?? []) mermaidBlocks(child, found);
  return found;
}

function imageElement(src: string, alt: string, size: {width: number; height: number}, mode: string): Element {
  return {
    type: 'element',
    tagName: 'img',
    properties: {src, alt, width: size.width, height: size.height, className: [`diagram-${mode}`]},
    children: [],
  };
}

export default function remarkPrerenderedDiagrams({siteDir, baseUrl, liveFallback = false}: Options) {
  const dir = path.join(siteDir, DIAGRAMS_DIR);
  return (tree: Root, file: VFileLike): void => {
    const where = (node: Code) =>
      `${file.path ? path.relative(siteDir, file.path) : '(markdown)'}:${node.position?.start.line ?? '?'}`;
    for (const node of mermaidBlocks(tree as Node)) {
      const text = diagramText(node.value);
      if (text.alt === undefined) {
        throw new Error(`${where(node)}: the Mermaid diagram needs ${text.problems.join(' and ')}.`);
      }
      const id = diagramId(node.value);
      const files = MODES.map((mode) => ({mode, file: path.join(dir, diagramFileName(id, mode))}));
      const missing = files.filter(({file: svg}) => !fs.existsSync(svg));
      if (missing.length > 0) {
        if (liveFallback) continue;
        throw new Error(
          `${where(node)}: the Mermaid diagram has no drawing (${missing
            .map(({file: svg}) => path.relative(siteDir, svg))
            .join(', ')}). Run \`npm run diagrams\` and commit the SVG files.`,
        );
      }
      const images = files.map(({mode, file: svg}) =>
        imageElement(
          `${baseUrl}${DIAGRAMS_URL_PATH}${diagramFileName(id, mode)}`,
          text.alt,
          svgSize(fs.readFileSync(svg, 'utf8')),
          mode,
        ),
      );
      // Turned into <figure class="diagram"><img …light><img …dark></figure>
      // when the markdown becomes HTML; CSS shows the image of the current mode.
      Object.assign(node, {
        type: 'prerenderedDiagram',
        data: {hName: 'figure', hProperties: {className: ['diagram']}, hChildren: images},
      });
    }
  };
}
