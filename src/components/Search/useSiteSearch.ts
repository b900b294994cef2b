import {useEffect, useState} from 'react';
import {searchSite, type SearchHit} from './pagefind';

export type SearchState = {hits: SearchHit[] | null; failed: boolean};

/** The hits for a query, kept in step with the latest query only (an older, slower answer is dropped). */
export default function useSiteSearch(query: string, limit?: number): SearchState {
  const [state, setState] = useState<SearchState>({hits: null, failed: false});
  useEffect(() => {
    if (query.trim() === '') {
      setState({hits: null, failed: false});
      return undefined;
    }
    let current = true;
    searchSite(query, limit).then(
      (hits) => current && setState({hits, failed: false}),
      () => current && setState({hits: null, failed: true}),
    );
    return () => {
      current = false;
    };
  }, [query, limit]);
  return state;
}
