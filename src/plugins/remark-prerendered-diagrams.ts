/**
 * Shows each ```mermaid block as the images `npm run diagrams` drew for it, one per colour mode
 * (see ./diagrams.mjs); CSS shows the one for the current mode. A block without its drawings, or
 * without an accessible name, fails the build naming the file, the line and the fix; under
 * `npm start` a block without drawings stays a code block meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {diagramAlt, diagramId, diagramsDir, modes} from './diagrams.mjs';

export type Options = {siteDir: string; baseUrl: string; allowMissingDrawings?: boolean};

/** The size the drawing script wrote on the SVG's root, so the page reserves the space. */
function svgSize(file: string): {width: number; height: number} {
  const root = /<svg\b[^>]*>/.exec(fs.readFileSync(file, 'utf8'))?.[0] ?? '';
  const [width, height] = ['width', 'height'].map((name) =>
    Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(root)?.[1]),
  );
  if (!(width > 0 && height > 0)) throw new Error(`${file} has no numeric width and height`);
  return {width, height};
}

export default function remarkPrerenderedDiagrams({
  siteDir,
  baseUrl,
  allowMissingDrawings,
}: Options) {
  return (tree: Root, file: {path?: string}): void => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang?.toLowerCase() !== 'mermaid') return;
      const where = `${path.relative(siteDir, file.path ?? '')}:${node.position?.start.line}`;
      const alt = diagramAlt(node.value);
      if (!alt) {
        throw new Error(
          `${where}: the Mermaid diagram needs an \`accTitle:\` and an \`accDescr:\` line.`,
        );
      }
      const id = diagramId(node.value);
      const drawings = modes.map((mode) => ({
        mode,
        file: path.join(siteDir, diagramsDir, `${id}-${mode}.svg`),
      }));
      if (drawings.some(({file: svg}) => !fs.existsSync(svg))) {
        if (allowMissingDrawings) return;
        throw new Error(
          `${where}: the Mermaid diagram has no drawings. Run \`npm run diagrams\` and commit them.`,
        );
      }
      const images = drawings.map(({mode, file: svg}) => ({
        type: 'element',
        tagName: 'img',
        properties: {
          src: `${baseUrl}${diagramsDir.replace(/^static\//, '')}/${path.basename(svg)}`,
          alt,
          ...svgSize(svg),
          className: [`diagram-${mode}`],
        },
        children: [],
      }));
      Object.assign(node, {
        type: 'prerenderedDiagram',
        data: {hName: 'figure', hProperties: {className: ['diagram']}, hChildren: images},
      });
    });
  };
}
