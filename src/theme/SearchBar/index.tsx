/**
 * The navbar search box (theme-classic's SearchBar slot, ejected: Safe). An ARIA 1.2 combobox:
 * typing lists matching pages in a listbox of links, arrows move, Enter opens, Escape closes (and a
 * second Escape clears the box); Ctrl/⌘+K and "/" focus it. The box is `type="text"`: ARIA in HTML
 * allows role="combobox" on a text input, not on `type="search"`. It searches the Pagefind index (src/components/Search), whose code
 * loads with the first query.
 */
import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import useSiteSearch from '@site/src/components/Search/useSiteSearch';
import {onlyLookAlikes} from '@site/src/components/Search/pagefind';
import styles from './styles.module.css';

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Ctrl/⌘+K anywhere, and "/" when the reader is not typing elsewhere. */
function useFocusShortcuts(focus: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const modK =
        event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [focus]);
}

/** How long a query ending in a word of one or two letters waits for the reader's next key. */
const shortWordPause = 300;

/**
 * The query to search while the reader types. A last word of one or two letters ("virtual e")
 * begins hundreds of words, so its results are noise and their excerpts kilobytes downloaded for
 * nothing while the reader is still typing: such a query is searched once the reader pauses.
 * Anything else is searched at once.
 */
function useSettledQuery(query: string): string {
  const [settled, setSettled] = useState(query);
  const lastWord = query.trim().split(/\s+/).at(-1) ?? '';
  const atOnce = lastWord.length === 0 || lastWord.length >= 3;
  useEffect(() => {
    // Meanwhile the box keeps the results of the query before.
    if (atOnce) {
      setSettled(query);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(query), shortWordPause);
    return () => clearTimeout(timer);
  }, [query, atOnce]);
  return atOnce ? query : settled;
}

export default function SearchBar(): ReactNode {
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Few enough to fit under the navbar on a phone, with no scrolling; the search page lists them all.
  const {hits, failed, query: answered, correctedQuery} = useSiteSearch(useSettledQuery(query), 5);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const seeAllUrl = `${searchPage}?q=${encodeURIComponent(query.trim())}`;
  // The hits, then "See all results": every one a link.
  const targets = hits === null ? [] : [...hits.map((hit) => hit.url), seeAllUrl];
  const expanded = open && hits !== null;

  useFocusShortcuts(() => inputRef.current?.focus());
  // Words typed into the pre-rendered box before the page hydrated are searched too.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== '') {
      setQuery(typed);
      setOpen(document.activeElement === inputRef.current);
    }
  }, []);
  useEffect(() => setActive(0), [hits]);

  const go = (url: string) => {
    setOpen(false);
    inputRef.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + targets.length) % Math.max(targets.length, 1));
    } else if (event.key === 'Enter' && query.trim() !== '') {
      event.preventDefault();
      go(expanded && targets[active] ? targets[active] : seeAllUrl);
    } else if (event.key === 'Escape' && expanded) {
      // The first Escape closes the list; the second clears the box, as a search field's would.
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
    }
  };

  return (
    <div className={clsx('navbar__search', styles.search)} role="search">
      <input
        ref={inputRef}
        type="text"
        enterKeyHint="search"
        autoComplete="off"
        className={clsx('navbar__search-input', styles.input)}
        placeholder={translate({id: 'theme.SearchBar.label', message: 'Search'})}
        aria-label={translate({id: 'theme.SearchBar.label', message: 'Search'})}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && targets.length > 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.shortcut} aria-hidden="true">
        /
      </kbd>
      <div className={styles.results} hidden={!expanded}>
        {correctedQuery ? (
          <p className={styles.note}>
            Showing results for &quot;{correctedQuery}&quot; instead of &quot;{answered.trim()}
            &quot;:
          </p>
        ) : (
          onlyLookAlikes(hits) && (
            <p className={styles.note}>
              No exact match for &quot;{query.trim()}&quot;. The closest pages:
            </p>
          )
        )}
        <div id={listId} role="listbox" aria-label="Search results" data-query={answered}>
          {hits &&
            [...hits, null].map((hit, index) => {
              const url = hit?.url ?? seeAllUrl;
              return (
                <a
                  key={url}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  href={url}
                  tabIndex={-1}
                  className={clsx(styles.hit, !hit && styles.seeAll)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={(event) => {
                    event.preventDefault();
                    go(url);
                  }}>
                  {hit ? (
                    <>
                      <span className={styles.hitTitle}>{hit.section ?? hit.pageTitle}</span>
                      {hit.section && <span className={styles.hitPage}>{hit.pageTitle}</span>}
                      {/* Pagefind escapes the page text; its only markup is <mark>. */}
                      <span
                        className={styles.hitExcerpt}
                        dangerouslySetInnerHTML={{__html: hit.excerpt}}
                      />
                    </>
                  ) : hits.length === 0 ? (
                    `No results for "${query.trim()}": search again`
                  ) : (
                    'See all results'
                  )}
                </a>
              );
            })}
        </div>
      </div>
      <div role="status" className={styles.status}>
        {failed ? 'Search is unavailable right now.' : hits ? `${hits.length} results` : ''}
      </div>
    </div>
  );
}
