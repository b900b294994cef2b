// Replaces theme-classic's pass-through token (made to be swizzled): a token that CSS does not colour is rendered as bare text instead of a <span>, because on code-heavy pages those spans were half of all elements, and every element costs style, layout and hydration time on a phone.
import type {ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {Props} from '@theme/CodeBlock/Line/Token';
import type {CodeColoursData} from '@site/src/plugins/performance';

export default function CodeBlockLineToken({line, token, ...props}: Props): ReactNode {
  const {styledTokenTypes} = usePluginData('code-colours-from-css') as CodeColoursData;
  // An empty token keeps its span: theme-classic gives it a style that holds the line open.
  if (token.empty || token.types.some((type) => styledTokenTypes.includes(type))) return <span {...props} />;
  return props.children;
}
