/**
 * The browser side of search: Pagefind's runtime (build/pagefind/, from src/plugins/pagefind.ts)
 * loads on the first query, and each query then fetches only the index chunks and results it needs.
 */
import siteConfig from '@generated/docusaurus.config';

/** Result links carry the query in this parameter; the page it opens highlights the words. */
export const highlightParam = 'highlight';

export type SearchHit = {
  /** The page, or the page's section when the match is in one. */
  url: string;
  pageTitle: string;
  section?: string;
  /** Pagefind's excerpt: escaped page text with the matched words in <mark>. */
  excerpt: string;
  /** False when only a look-alike matched: Pagefind forgives typos, so nonsense finds something. */
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

/** Headings end in a zero-width space that Docusaurus puts before their anchor link. */
const clean = (title: string) => title.replace(/\u200b/g, '').trim();

/** Pagefind links to the HTML file; readers get the clean URL (/docs/intro, not …/intro.html). */
const cleanUrl = (url: string) => url.replace(/\.html(?=$|[?#])/, '');

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether Pagefind marked a query word or it with another ending ("Dockerfiles": "Dockerfile"). */
function matchesExactly(excerpts: string[], query: string): boolean {
  const marked = excerpts.flatMap((text) =>
    [...text.matchAll(/<mark>(.*?)<\/mark>/g)].flatMap((match) => words(match[1])),
  );
  return words(query).some((term) =>
    marked.some((word) => word.startsWith(term) || (word.length >= 4 && term.startsWith(word))),
  );
}

function toHit(data: PagefindData, query: string): SearchHit {
  const pageTitle = clean(data.meta.title ?? data.url);
  // The best-matching section, when it is not the page's own title.
  const section = data.sub_results?.find(
    (sub) => clean(sub.title) !== pageTitle && sub.url.includes('#'),
  );
  const exact = matchesExactly(
    [data.excerpt, ...(data.sub_results ?? []).map((sub) => sub.excerpt)],
    query,
  );
  const {url, excerpt} = section ?? data;
  return {url: cleanUrl(url), pageTitle, section: section && clean(section.title), excerpt, exact};
}

/** True when hits exist but none has the reader's own words: the box and page say so. */
export const onlyLookAlikes = (hits: SearchHit[] | null): boolean =>
  !!hits && hits.length > 0 && !hits.some((hit) => hit.exact);

export async function searchSite(query: string, limit = 8): Promise<SearchHit[]> {
  const pagefind = await loadPagefind();
  const {results} = await pagefind.search(query);
  const pages = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  return pages.map((page) => toHit(page, query));
}
