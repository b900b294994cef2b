import {useEffect, useState} from 'react';
import {searchSite, type SearchHit} from './pagefind';

/**
 * `query` is the one the hits answer, which lags behind the box while a search runs;
 * `correctedQuery` the spelling the hits were found for, when the reader's own found nothing.
 */
export type SearchState = {
  hits: SearchHit[] | null;
  failed: boolean;
  query: string;
  correctedQuery?: string;
};

/** The hits for a query, kept in step with the latest query only (an older, slower answer is dropped). */
export default function useSiteSearch(query: string, limit?: number): SearchState {
  const [state, setState] = useState<SearchState>({hits: null, failed: false, query: ''});
  useEffect(() => {
    if (query.trim() === '') {
      setState({hits: null, failed: false, query});
      return undefined;
    }
    let current = true;
    searchSite(query, limit, () => current).then(
      ({hits, correctedQuery}) => current && setState({hits, failed: false, query, correctedQuery}),
      () => current && setState({hits: null, failed: true, query}),
    );
    return () => {
      current = false;
    };
  }, [query, limit]);
  return state;
}
