/**
 * The browser side of search: Pagefind's runtime (build/pagefind/, from src/plugins/pagefind.ts)
 * loads on the first query, and each query then fetches only the index chunks and results it needs.
 */
import siteConfig from '@generated/docusaurus.config';
import search from '@site/src/data/search.json';
import {correctQuery, isCorrectable} from './spelling';

/** Result links carry the query in this parameter; the page it opens highlights the words. */
export const highlightParam = 'highlight';

export type SearchHit = {
  /** The page, or the page's section when the match is in one. */
  url: string;
  pageTitle: string;
  section?: string;
  /** Pagefind's excerpt: escaped page text with the matched words in <mark>. */
  excerpt: string;
  /**
   * False when only a look-alike matched: for a word it does not know, Pagefind falls back to the
   * longest known word that begins it, so nonsense finds something.
   */
  exact: boolean;
};

type PagefindSubResult = {title: string; url: string; excerpt: string};
type PagefindData = {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results?: PagefindSubResult[];
};
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<{results: Array<{data(): Promise<PagefindData>}>}>;
};

let runtime: Promise<Pagefind> | undefined;
let vocabulary: Promise<string[]> | undefined;

/** Pagefind's runtime is a file of the build, not a module of the bundle. */
export function pagefindAsset(file: string): string {
  return `${siteConfig.baseUrl}pagefind/${file}`;
}

function loadPagefind(): Promise<Pagefind> {
  runtime ??= import(/* webpackIgnore: true */ pagefindAsset('pagefind.js')).then(
    async (module: Pagefind) => {
      // Result URLs then carry the site's base URL, under BASE_URL deployments too.
      await module.options({baseUrl: siteConfig.baseUrl, excerptLength: 20, highlightParam});
      return module;
    },
  );
  // A failed load (offline, a deployment in between) is retried by the next query.
  runtime.catch(() => (runtime = undefined));
  return runtime;
}

/** The site's words, for spelling correction: loaded by the first query that needs them. */
function loadVocabulary(): Promise<string[]> {
  vocabulary ??= fetch(pagefindAsset(search.vocabularyFile)).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.url}`);
    return response.json();
  });
  vocabulary.catch(() => (vocabulary = undefined));
  return vocabulary;
}

/** Headings end in a zero-width space that Docusaurus puts before their anchor link. */
const clean = (title: string) => title.replace(/\u200b/g, '').trim();

/** Pagefind links to the HTML file; readers get the clean URL (/docs/intro, not …/intro.html). */
const cleanUrl = (url: string) => url.replace(/\.html(?=$|[?#])/, '');

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words Pagefind marked in a result's excerpts (the page's and its sections'). */
const markedWords = (data: PagefindData): string[] =>
  [data.excerpt, ...(data.sub_results ?? []).map((sub) => sub.excerpt)].flatMap((text) =>
    [...text.matchAll(/<mark>(.*?)<\/mark>/g)].flatMap((match) => words(match[1])),
  );

/**
 * Whether a marked word is `term`, a word it begins (the reader is still typing), or it with
 * another ending of up to three letters ("Dockerfiles": "Dockerfile", "budgets": "budget").
 */
const marks = (marked: string[], term: string): boolean =>
  marked.some(
    (word) =>
      word.startsWith(term) ||
      (word.length >= 4 && term.startsWith(word) && term.length - word.length <= 3),
  );

function toHit(data: PagefindData, query: string): SearchHit {
  const pageTitle = clean(data.meta.title ?? data.url);
  // The best-matching section, when it is not the page's own title.
  const section = data.sub_results?.find(
    (sub) => clean(sub.title) !== pageTitle && sub.url.includes('#'),
  );
  const marked = markedWords(data);
  const exact = words(query).some((term) => marks(marked, term));
  const {url, excerpt} = section ?? data;
  return {url: cleanUrl(url), pageTitle, section: section && clean(section.title), excerpt, exact};
}

/** True when hits exist but none has the reader's own words: the box and page say so. */
export const onlyLookAlikes = (hits: SearchHit[] | null): boolean =>
  !!hits && hits.length > 0 && !hits.some((hit) => hit.exact);

export type SearchAnswer = {
  hits: SearchHit[];
  /** The corrected query the hits answer, when the reader's own words found nothing. */
  correctedQuery?: string;
};

/** Thrown when a newer query has replaced this one: its results are not fetched. */
export class Superseded extends Error {}

/**
 * The pages matching `query`, best first. When there are none, or a word of the query is marked in
 * none of them (a misspelling, which Pagefind matched with a look-alike or not at all), the query is
 * corrected against the site's vocabulary and searched again. `isCurrent` says whether
 * the reader still wants this query: each result's excerpt is a download of several kilobytes, so
 * a query replaced while it ran (the reader kept typing) stops before fetching them.
 */
export async function searchSite(
  query: string,
  limit = 8,
  isCurrent: () => boolean = () => true,
): Promise<SearchAnswer> {
  const pagefind = await loadPagefind();
  const search = async (terms: string) => {
    const {results} = await pagefind.search(terms);
    if (!isCurrent()) throw new Superseded();
    const pages = await Promise.all(results.slice(0, limit).map((result) => result.data()));
    return {hits: pages.map((page) => toHit(page, terms)), marked: pages.flatMap(markedWords)};
  };
  const {hits, marked} = await search(query);
  // A word of the query that no result marks may be misspelt ("execution polcy").
  const unmarked = words(query).filter((term) => isCorrectable(term) && !marks(marked, term));
  if (hits.length > 0 && unmarked.length === 0) return {hits};
  const correctedQuery = correctQuery(query, await loadVocabulary().catch(() => []));
  if (!isCurrent()) throw new Superseded();
  if (correctedQuery === null) return {hits};
  const corrected = await search(correctedQuery);
  return corrected.hits.length > 0 ? {hits: corrected.hits, correctedQuery} : {hits};
}
