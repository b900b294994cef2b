/**
 * /search?q=…: every page matching a query, for "See all results" and for shared links. It lists
 * results, not content, so it stays out of the index and of search engines.
 */
import {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {useHistory, useLocation} from '@docusaurus/router';
import useSiteSearch from '@site/src/components/Search/useSiteSearch';
import {onlyLookAlikes} from '@site/src/components/Search/pagefind';
import styles from './search.module.css';

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The query is known only in the browser: the page is pre-rendered without one.
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState('');
  const {hits, failed, correctedQuery} = useSiteSearch(query, 50);
  useEffect(() => {
    const fromUrl = new URLSearchParams(location.search).get('q') ?? '';
    setQuery(fromUrl);
    setDraft(fromUrl);
  }, [location.search]);

  const title = query ? `Search results for "${query}"` : 'Search the site';
  return (
    <Layout title={title} description="Search every doc and post on Never Stop Learning.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg" data-pagefind-ignore="all">
        <h1>{title}</h1>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            history.replace(`${location.pathname}?q=${encodeURIComponent(draft.trim())}`);
          }}>
          <input
            type="search"
            aria-label="Search"
            className={styles.input}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        {failed && (
          <p role="status">Search is unavailable right now. Reload the page to try again.</p>
        )}
        {hits?.length === 0 && (
          <p role="status">No documents were found for &quot;{query}&quot;.</p>
        )}
        {correctedQuery && (
          <p role="status">
            Showing results for &quot;{correctedQuery}&quot; instead of &quot;{query}&quot;:
          </p>
        )}
        {!correctedQuery && onlyLookAlikes(hits) && (
          <p role="status">No exact match for &quot;{query}&quot;. The closest pages:</p>
        )}
        {hits?.map((hit) => (
          <article key={hit.url} className="margin-vert--md">
            <h2 className={styles.hitTitle}>
              <Link to={hit.url}>
                {hit.section ? `${hit.pageTitle} › ${hit.section}` : hit.pageTitle}
              </Link>
            </h2>
            {/* Pagefind escapes the page text; its only markup is <mark>. */}
            <p dangerouslySetInnerHTML={{__html: hit.excerpt}} />
          </article>
        ))}
      </main>
    </Layout>
  );
}
