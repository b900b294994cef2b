// Wraps theme-classic's code block content, for speed on pages with code: a code block that the server rendered is hydrated from its HTML as it is, so the browser neither downloads Prism nor tokenises the code again nor creates an element per token; Prism loads only when a code block first renders in the browser (after a client-side navigation).
import {lazy, Suspense, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';

/**
 * Code that renders in the browser waits for Prism; should its chunk fail to
 * load (offline, or a page open across a deployment), the code shows plain
 * rather than taking the page down.
 */
const Highlighter = lazy(() =>
  import(/* webpackPrefetch: true */ './highlighter').catch(() => ({default: PlainCode})),
);

/** Names a code block's server HTML: a short hash of what decides its tokens and line classes. */
function codeKey(parts: unknown[]): string {
  const text = JSON.stringify(parts);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `code-${(hash >>> 0).toString(36)}`;
}

/**
 * What hydration keeps. `innerHtml` is one object for the block's lifetime:
 * React 19 rewrites innerHTML whenever that object changes, even to the same
 * text, which would re-parse every code block on each re-render.
 */
type ServerRendered = {
  key: string;
  preClass: string;
  codeClass: string;
  codeStyle: Record<string, string>;
  innerHtml: {__html: string};
};

/**
 * The server's rendering of this code block, while the page is being hydrated;
 * otherwise null. Only then: after a client-side navigation the previous
 * page's DOM may still hold an identical block, with a reader's word-wrap
 * style or search highlights in it.
 */
function serverRendered(key: string): ServerRendered | null {
  if (typeof document === 'undefined') return null;
  // Docusaurus sets it to "true" once the first render has hydrated (and the
  // head manager may rewrite "false" as "" before then).
  if (document.documentElement.getAttribute('data-has-hydrated') === 'true') return null;
  const pre = document.querySelector<HTMLPreElement>(`pre.${key}`);
  const code = pre?.querySelector(':scope > code');
  if (!pre || !(code instanceof HTMLElement)) return null;
  const codeStyle = Object.fromEntries(
    Array.from(code.style).map((name) => [name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), code.style.getPropertyValue(name)]),
  );
  return {key, preClass: pre.className, codeClass: code.className, codeStyle, innerHtml: {__html: code.innerHTML}};
}

function PlainCode({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={clsx(className, 'prism-code', 'thin-scrollbar')}>
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const key = codeKey([metadata.language, metadata.code.length, metadata.code, metadata.lineClassNames, metadata.lineNumbersStart]);
  // Read once, when the block mounts: during hydration the server's HTML is
  // in the document; later renders keep it, as long as the code is the same.
  const [hydrated] = useState(() => serverRendered(key));
  const rendered = hydrated?.key === key ? hydrated : null;
  if (!ExecutionEnvironment.canUseDOM) {
    // No Suspense boundary on the server: rendering waits for the highlighter,
    // and the HTML is the bare <pre> that the browser hydrates below.
    return <Highlighter className={clsx(className, key)} />;
  }
  if (rendered) {
    return (
      <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={rendered.preClass}>
        <code className={rendered.codeClass} style={rendered.codeStyle} dangerouslySetInnerHTML={rendered.innerHtml} />
      </pre>
    );
  }
  return (
    <Suspense fallback={<PlainCode className={className} />}>
      <Highlighter className={clsx(className, key)} />
    </Suspense>
  );
}
