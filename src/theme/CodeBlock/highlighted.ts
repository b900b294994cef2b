/**
 * theme-classic's code block with Prism and the site's languages (prism.additionalLanguages),
 * loaded when code first renders in the browser, and on the server (see src/plugins/preset.ts).
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

export default CodeBlock as ComponentType<Props>;
