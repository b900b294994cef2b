/**
 * A page opened from a search result (its URL carries ?highlight=…) marks the
 * searched words, with the highlighter Pagefind ships beside its index.
 */
import type {ClientModule} from '@docusaurus/types';
import {highlightParam, pagefindAsset} from '../components/Search/pagefind';

type Highlighter = new (options: {highlightParam: string; markContext: string}) => unknown;

const searchHighlight: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!new URLSearchParams(location.search).has(highlightParam)) return;
    import(/* webpackIgnore: true */ pagefindAsset('pagefind-highlight.js')).then(
      () => {
        const PagefindHighlight = (window as unknown as {PagefindHighlight: Highlighter})
          .PagefindHighlight;
        new PagefindHighlight({highlightParam, markContext: 'main article'});
      },
      () => undefined, // without the highlighter the page is still there, unmarked
    );
  },
};

export default searchHighlight;
