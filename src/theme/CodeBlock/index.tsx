// Wraps the original to register Prism's extra languages with the code-block code, so pages without code do not load Prism.
import type {ComponentProps, ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

/**
 * theme-classic registers the languages of `prism.additionalLanguages` in a
 * client module, which put Prism (about 33 KB of gzipped JS) into main.js for
 * every page. src/plugins/performance.ts (prismWithCodeBlocks) drops that
 * client module. Every code block renders through this component, on the
 * server and in the browser, so registering the languages when this module
 * loads, before any code block renders, does the same work only where code
 * blocks are.
 */
prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

export default function CodeBlockWrapper(props: ComponentProps<typeof CodeBlock>): ReactNode {
  return <CodeBlock {...props} />;
}
