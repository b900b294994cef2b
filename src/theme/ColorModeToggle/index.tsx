// Wraps theme-classic's ColorModeToggle (Safe to wrap): on a first visit, hands the spec's default
// "light" to the theme through the toggle's own onChange, so the theme stores it like a reader's
// choice (see src/data/colourMode.ts).
import {useEffect, type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {firstVisitAttribute} from '@site/src/data/colourMode';

type Props = WrapperProps<typeof ColorModeToggleType>;

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {onChange} = props;
  useEffect(() => {
    const html = document.documentElement;
    if (!html.hasAttribute(firstVisitAttribute)) return;
    html.removeAttribute(firstVisitAttribute);
    onChange('light');
  }, [onChange]);
  return <ColorModeToggle {...props} />;
}
