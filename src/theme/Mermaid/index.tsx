// Wraps the original so Mermaid (about 200 KB of gzipped JS) never reaches main.js: production pages show pre-rendered diagram images (src/plugins/remark-prerendered-diagrams.ts) and never render this; only `npm start` does, for a diagram not yet drawn, and then loads Mermaid on demand.
import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';

/**
 * The original imports Mermaid statically, and the theme's MDX components
 * import the original, so every page would download Mermaid. Diagrams render
 * in the browser only (the original renders nothing on the server), so
 * loading the original on demand changes neither the HTML nor the result.
 */
const MermaidOriginal = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <Suspense fallback={null}>
          <MermaidOriginal {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
