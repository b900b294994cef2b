/**
 * Wraps the local search plugin's SearchBar (not a copy) for two reader-facing
 * gains the plugin lacks:
 * - the "/" shortcut readers know from other docs sites (the plugin supports
 *   a single keymap, which is Ctrl/⌘+K here);
 * - ARIA 1.2 fixes to its autocomplete, so screen readers and axe accept it:
 *   the combobox names the listbox it controls, and the "See all results"
 *   link inside the listbox is exposed as one of its options.
 */
import {useEffect, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchBarType>;

const containerSelector = '.navbar__search';
const inputSelector = 'input.navbar__search-input';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function useSlashShortcut(): void {
  useEffect(() => {
    function focusOnSlash(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      const input = document.querySelector<HTMLInputElement>(inputSelector);
      if (!input) return;
      event.preventDefault();
      input.focus();
    }
    document.addEventListener('keydown', focusOnSlash);
    return () => document.removeEventListener('keydown', focusOnSlash);
  }, []);
}

function repairAria(container: Element): void {
  const input = container.querySelector(inputSelector);
  const owned = input?.getAttribute('aria-owns');
  if (input && owned && input.getAttribute('aria-controls') !== owned) {
    input.setAttribute('aria-controls', owned);
  }
  container.querySelectorAll('[role="listbox"] a:not([role])').forEach((link) => {
    link.setAttribute('role', 'option');
    link.setAttribute('aria-selected', 'false');
  });
}

function useAriaRepair(): void {
  useEffect(() => {
    const container = document.querySelector(containerSelector);
    if (!container) return undefined;
    // The autocomplete builds its listbox lazily, on first focus.
    const observer = new MutationObserver(() => repairAria(container));
    observer.observe(container, {subtree: true, childList: true, attributeFilter: ['aria-owns']});
    repairAria(container);
    return () => observer.disconnect();
  }, []);
}

export default function SearchBarWrapper(props: Props): ReactNode {
  useSlashShortcut();
  useAriaRepair();
  return <SearchBar {...props} />;
}
