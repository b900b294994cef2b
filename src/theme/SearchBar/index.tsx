/**
 * Wraps the local search plugin's SearchBar (not a copy) to add the "/"
 * shortcut readers know from other docs sites; the plugin itself supports a
 * single keymap, which is Ctrl/⌘+K here. The listener lives only as long as
 * the search box does.
 */
import {useEffect, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchBarType>;

const searchInputSelector = 'input.navbar__search-input';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export default function SearchBarWrapper(props: Props): ReactNode {
  useEffect(() => {
    function focusOnSlash(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      const input = document.querySelector<HTMLInputElement>(searchInputSelector);
      if (!input) return;
      event.preventDefault();
      input.focus();
    }
    document.addEventListener('keydown', focusOnSlash);
    return () => document.removeEventListener('keydown', focusOnSlash);
  }, []);
  return <SearchBar {...props} />;
}
