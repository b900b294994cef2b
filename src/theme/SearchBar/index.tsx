/**
 * Wraps the local search plugin's SearchBar (not a copy) for reader-facing
 * gains the plugin lacks:
 * - speed: the plugin's code (about 14 KB of compressed JavaScript, and a
 *   pass over the whole article on every page load to clear search
 *   highlights) loads only when a reader shows intent to search: pointer on
 *   or touch of the box, focus, the shortcuts, or a page opened from a search
 *   result (its `_highlight` parameter). Until then a look-alike box, built
 *   from the plugin's own styles, stands in its place;
 * - the "/" shortcut readers know from other docs sites (the plugin supports
 *   a single keymap, which is Ctrl/⌘+K here);
 * - ARIA 1.2 fixes to its autocomplete, so screen readers and axe accept it:
 *   the combobox names the listbox it controls, and the "See all results"
 *   link inside the listbox is exposed as one of its options.
 */
import {lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import ringStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.module.css';
import {getKeymapHints, matchesKeymap, parseKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import {searchShortcutKeymap} from '@site/src/data/search';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Should the plugin's chunk fail to load (offline, or a page open across a
 * deployment), nothing renders in its place and the stand-in stays: search is
 * unavailable until a reload, but the page keeps working.
 */
const SearchBar = lazy(() => import('@theme-original/SearchBar').catch(() => ({default: () => null})));

const containerSelector = '.navbar__search';
const inputSelector = 'input.navbar__search-input';
/** The query parameter the plugin adds to result links, to highlight the terms on arrival. */
const highlightParam = '_highlight';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** "/" always; the configured keymap too until the plugin, which handles it itself, has loaded. */
function useShortcuts(pluginLoaded: boolean): void {
  useEffect(() => {
    const keymap = parseKeymap(searchShortcutKeymap);
    function focusSearch(event: KeyboardEvent) {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
      if (!slash && (pluginLoaded || !matchesKeymap(event, keymap))) return;
      const input = document.querySelector<HTMLInputElement>(inputSelector);
      if (!input) return;
      event.preventDefault();
      input.focus();
    }
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, [pluginLoaded]);
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

function useAriaRepair(pluginLoaded: boolean): void {
  useEffect(() => {
    const container = pluginLoaded ? document.querySelector(containerSelector) : null;
    if (!container) return undefined;
    // The autocomplete builds its listbox lazily, on first focus.
    const observer = new MutationObserver(() => repairAria(container));
    observer.observe(container, {subtree: true, childList: true, attributeFilter: ['aria-owns']});
    repairAria(container);
    return () => observer.disconnect();
  }, [pluginLoaded]);
}

/** The plugin's search box as its server rendering draws it, with nothing behind it yet. */
function SearchBarStandIn({inputRef, onIntent}: {inputRef: RefObject<HTMLInputElement | null>; onIntent: () => void}): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <div className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={inputRef}
        placeholder={translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'})}
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        defaultValue=""
        onMouseEnter={onIntent}
        onTouchStart={onIntent}
        onFocus={onIntent}
      />
      <div className={clsx(ringStyles.loadingRing, styles.searchBarLoadingRing)}>
        <div />
        <div />
        <div />
        <div />
      </div>
      {isBrowser && (
        <div className={styles.searchHintContainer}>
          {getKeymapHints(searchShortcutKeymap, isMacPlatform()).map((hint) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * What the reader typed into the stand-in. The plugin clears its box when it
 * mounts, and its autocomplete only searches on input events, so the text is
 * put back, through React's value setter and an input event, once the
 * autocomplete has attached to the box (it sets aria-owns then). Anything
 * typed into the real box meanwhile is kept after it.
 */
function restoreWhenReady(input: HTMLInputElement, typed: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const restore = () => {
    observer.disconnect();
    if (!setValue || document.activeElement !== input) return;
    setValue.call(input, input.value.startsWith(typed) ? input.value : typed + input.value);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  };
  const observer = new MutationObserver(() => {
    if (input.hasAttribute('aria-owns')) restore();
  });
  observer.observe(input, {attributes: true, attributeFilter: ['aria-owns']});
  setTimeout(() => observer.disconnect(), 60_000);
}

/**
 * Rendered next to the plugin's search box in the commit that mounts it, while
 * the stand-in is still there: moves the focus across before anything is
 * painted, and what the reader typed once the plugin can search for it.
 */
function HandOver({
  standIn,
  onDone,
  onFailed,
}: {
  standIn: RefObject<HTMLInputElement | null>;
  onDone: () => void;
  onFailed: () => void;
}): null {
  useLayoutEffect(() => {
    const from = standIn.current;
    const to = Array.from(document.querySelectorAll<HTMLInputElement>(inputSelector)).find((input) => input !== from);
    if (!to) {
      onFailed();
      return;
    }
    if (from && document.activeElement === from) {
      to.focus();
      if (from.value) restoreWhenReady(to, from.value);
    }
    onDone();
  }, [standIn, onDone, onFailed]);
  return null;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const [wanted, setWanted] = useState(false);
  const [pluginLoaded, setPluginLoaded] = useState(false);
  const standIn = useRef<HTMLInputElement>(null);
  const want = useCallback(() => setWanted(true), []);
  const loaded = useCallback(() => setPluginLoaded(true), []);
  const failed = useCallback(() => setWanted(false), []);
  useEffect(() => {
    // Intent shown before React hydrated (the stand-in has no listeners until
    // then): a box already focused, typed into or under the pointer; or a
    // page opened from a search result, whose terms the plugin highlights.
    const input = standIn.current;
    const early = input && (document.activeElement === input || input.value !== '' || input.matches(':hover'));
    if (early || new URLSearchParams(window.location.search).has(highlightParam)) want();
  }, [want]);
  useShortcuts(pluginLoaded);
  useAriaRepair(pluginLoaded);
  return (
    <>
      {!pluginLoaded && <SearchBarStandIn inputRef={standIn} onIntent={want} />}
      {wanted && (
        <Suspense fallback={null}>
          <SearchBar {...props} />
          {!pluginLoaded && <HandOver standIn={standIn} onDone={loaded} onFailed={failed} />}
        </Suspense>
      )}
    </>
  );
}
