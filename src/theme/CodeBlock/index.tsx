// Replaces theme-classic's CodeBlock, for speed: the original re-creates every code block after hydration (a `key` that flips when the browser takes over) only to swap the light theme's inline colours for the dark ones; our colours come from CSS (colourlessTheme in src/data/codeThemes.ts), so the server's HTML is already right and the second render, a long task on every page with code, is gone.
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** As theme-classic does: a plain string when the children are only text, so the copy button has it. */
function stringIfText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = stringIfText(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
