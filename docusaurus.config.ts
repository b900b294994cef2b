import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginOptions as LlmsTxtOptions} from 'docusaurus-plugin-llms';
import tracks from './src/data/tracks.json';
import additionalLanguages from './src/data/prismLanguages.json';
import {blogBuildRules, buildRules, fasterFuture} from './src/data/buildRules';
import {gitHistory} from './src/data/gitHistory';
import {lightFirstVisit, robotsTxt, routeSources} from './src/plugins/site';
import remarkPrerenderedDiagrams from './src/plugins/remark-prerendered-diagrams';
import remarkCheckedAgainst from './src/plugins/remark-checked-against';
import remarkWebPageMicrodata from './src/plugins/remark-webpage-microdata';
import rehypeSpacedTableHeaders from './src/plugins/rehype-spaced-table-headers';
import {clientRedirectsWithValidPages} from './src/plugins/redirects';

// A fork deploys elsewhere by setting SITE_URL and BASE_URL at build time; no code changes.
const siteUrl = process.env.SITE_URL ?? 'https://never-stop-learning.github.io';
const baseUrl = withSlashes(process.env.BASE_URL ?? '/');

// Benchmarks only: `npm run bench` compares the stock webpack build with Rspack + SWC.
const useStockBundler = process.env.DOCUSAURUS_BUNDLER === 'webpack';

// The warning-free build gate turns Rspack's persistent cache off: a module served from the cache
// does not repeat the warnings (a broken markdown link, say) it raised when first compiled.
const usePersistentCache = process.env.DOCUSAURUS_PERSISTENT_CACHE !== 'false';

// `npm start` shows an undrawn diagram as its source; the build fails (npm run diagrams draws it).
const isDevServer = process.env.NODE_ENV === 'development';

const organizationName = 'never-stop-learning';
const projectName = 'never-stop-learning.github.io';
const repoUrl = `https://github.com/${organizationName}/${projectName}`;

/** The track that the announcement bar sends new readers to. */
const startHereDoc = 'fundamentals/intro';

/** Code colours come from CSS (src/css/code.css), not from a Prism theme. */
const colourlessTheme = {plain: {}, styles: []};

function withSlashes(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/**
 * Every content plugin swaps ```mermaid blocks for their pre-rendered SVGs, and shows the versions
 * a page was checked against (front matter).
 */
const beforeDefaultRemarkPlugins = [
  [remarkPrerenderedDiagrams, {siteDir: __dirname, baseUrl, allowMissingDrawings: isDevServer}],
  remarkCheckedAgainst,
];

/** Table header cells keep a space after their words in the search index (Pagefind). */
const rehypePlugins = [rehypeSpacedTableHeaders];

const docsOptions = {
  // A doc page is a schema.org WebPage, whose dateModified is the last-updated date.
  beforeDefaultRemarkPlugins: [...beforeDefaultRemarkPlugins, remarkWebPageMicrodata],
  rehypePlugins,
  sidebarPath: './sidebars.ts',
  editUrl: `${repoUrl}/edit/main/`,
  // Dates come from git; a shallow clone or a folder without git builds without them, not wrong.
  showLastUpdateTime: gitHistory(__dirname) === 'full',
} satisfies Preset.Options['docs'];

const blogOptions = {
  beforeDefaultRemarkPlugins,
  rehypePlugins,
  // The post list's description in search results and link previews (the archive's is in
  // i18n/en/code.json). The tags and authors pages are the theme's, with a description added.
  blogDescription:
    'The Never Stop Learning blog fixes problems that learners meet in practice, one short post at a time.',
  blogTagsListComponent: '@site/src/components/DescribedBlogPages/TagsList',
  blogAuthorsListComponent: '@site/src/components/DescribedBlogPages/AuthorsList',
  blogAuthorsPostsComponent: '@site/src/components/DescribedBlogPages/AuthorPosts',
  showReadingTime: true,
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  ...blogBuildRules,
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'Never Stop Learning blog',
    description: 'Posts from the Never Stop Learning team.',
    copyright: `Copyright © 2025 Never Stop Learning`,
    xslt: false,
  },
  editUrl: `${repoUrl}/edit/main/`,
} satisfies Preset.Options['blog'];

const presetClassicOptions = {
  docs: docsOptions,
  blog: blogOptions,
  pages: {beforeDefaultRemarkPlugins, rehypePlugins},
  // The search page lists results, not content; it is not for search engines.
  sitemap: {ignorePatterns: ['/search']},
  theme: {customCss: ['./src/css/custom.css', './src/css/code.css']},
} satisfies Preset.Options;

const trackNavbarItems = tracks
  .filter(({sidebarId}) => sidebarId !== 'refsSidebar')
  .map(({sidebarId, navLabel}) => ({
    type: 'docSidebar' as const,
    sidebarId,
    label: navLabel,
    position: 'left' as const,
  }));

const themeConfig = {
  image: 'img/social-card.png',
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    // Three states (light, dark, system); lightFirstVisit keeps a first visit light, as specified.
    respectPrefersColorScheme: true,
  },
  announcementBar: {
    id: 'start-with-fundamentals-2025',
    content: `New here? Start with the <a href="${baseUrl}docs/${startHereDoc}">Fundamentals track</a>: how this site works and how to learn from it.`,
    isCloseable: true,
  },
  docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
  blog: {sidebar: {groupByYear: true}},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  navbar: {
    title: 'NSL Docs',
    logo: {alt: 'Never Stop Learning logo', src: 'img/logo.svg', width: 32, height: 32},
    items: [
      ...trackNavbarItems,
      {to: '/blog', label: 'Blog', position: 'left'},
      {
        type: 'dropdown',
        label: 'References',
        position: 'left',
        items: [
          {type: 'doc', docId: 'references/bookmarks', label: 'Bookmarks'},
          {href: 'https://docs.aws.amazon.com/', label: 'AWS Docs'},
          {href: 'https://learn.microsoft.com/', label: 'Microsoft Learn'},
        ],
      },
      {type: 'search', position: 'right'},
      {href: repoUrl, label: 'GitHub', position: 'right'},
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {title: 'Docs', items: [{label: 'Tutorial', to: '/docs/intro'}]},
      {
        title: 'Community',
        items: [
          {label: 'Discussions', href: `${repoUrl}/discussions`},
          {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions'},
          {label: 'Report a mistake', href: `${repoUrl}/issues`},
        ],
      },
      {
        title: 'More',
        items: [
          {label: 'GitHub', href: repoUrl},
          {label: 'Blog', to: '/blog'},
        ],
      },
    ],
    copyright:
      'Made with ❤️ by the Never Stop Learning team | Copyright © 2025 | Built with Docusaurus',
  },
  prism: {
    // Colours come from CSS, so a block's HTML is the same in both modes and the server's can stay.
    theme: colourlessTheme,
    darkTheme: colourlessTheme,
    // Not in prism-react-renderer's default bundle; the author check names a block in any other one.
    additionalLanguages,
  },
} satisfies Preset.ThemeConfig;

/** /llms.txt and /llms-full.txt (https://llmstxt.org) for readers who learn with AI assistants. */
const llmsTxtOptions = {
  description:
    'Practical, tested guides to DevOps, cloud, security, Python, data, .NET, AI and SRE for people learning technology.',
  // Reading order: the start page, then each track from its own start page.
  includeOrder: [
    'docs/intro.md',
    ...tracks.flatMap(({dirName}) => [`docs/${dirName}/intro.md`, `docs/${dirName}/**`]),
  ],
  excludeImports: true,
  removeDuplicateHeadings: true,
  // Links go to the pages themselves; the site publishes no .md copies.
  addMdExtension: false,
  logLevel: 'quiet',
} satisfies LlmsTxtOptions;

const clientRedirectsOptions = {
  // /docs has no page of its own; readers who type it land on the start page.
  redirects: [{from: '/docs', to: '/docs/intro'}],
} satisfies ClientRedirectsOptions;

const config: Config = {
  title: 'Never Stop Learning',
  tagline: '',
  favicon: 'img/favicon.svg',

  url: siteUrl,
  baseUrl,
  organizationName,
  projectName,
  deploymentBranch: 'gh-pages',
  trailingSlash: false,

  ...buildRules,

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', calendar: 'gregory'}},
  },

  future: {
    v4: true,
    ...(useStockBundler ? {} : fasterFuture({persistentCache: usePersistentCache})),
  },

  presets: [['./src/plugins/preset.ts', presetClassicOptions]],
  clientModules: ['./src/clientModules/keyboardNavigation.ts'],
  plugins: [
    // plugin-client-redirects, its pages made valid HTML with a title.
    [clientRedirectsWithValidPages, clientRedirectsOptions],
    ['docusaurus-plugin-llms', llmsTxtOptions],
    lightFirstVisit,
    robotsTxt,
    routeSources,
    './src/plugins/pagefind.ts',
  ],

  themeConfig,
};

export default config;
