/**
 * The syntax highlighter, loaded on demand by ./index.tsx: Prism (about 44 KB
 * of compressed JavaScript with its grammars) and theme-classic's component
 * that renders the tokens.
 *
 * theme-classic registers the languages of `prism.additionalLanguages` in a
 * client module, which would put Prism into main.js for every page;
 * src/plugins/performance.ts (prismWithCodeBlocks) drops that client module,
 * and the languages are registered here instead, before any code renders.
 */
import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

export default CodeBlockContent as (props: Props) => ReactNode;
