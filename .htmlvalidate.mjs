/**
 * html-validate configuration for the built site (build/**\/*.html), used by
 * tests/html-validate.test.ts. html-validate 10 reads `.htmlvalidate.mjs`
 * like `.htmlvalidate.json`; this format is used so every exception can carry
 * its reason next to it.
 *
 * What is validated
 * -----------------
 * The production HTML is minified: optional tags (<head>, </li>, </p>, ...)
 * and attribute quotes are left out, as the HTML standard allows.
 * html-validate's parser does not implement the standard's tree construction
 * for omitted <html>/<head>/<body> tags, so on the raw files it reports
 * thousands of false errors. The test therefore
 *   1. parses each page with parse5 (the WHATWG HTML parser) and fails on
 *      every *parse error* it reports (duplicate attributes, stray end tags,
 *      bad character references, ...), with the line in the built file; then
 *   2. validates the document tree the parser built, serialized back to HTML,
 *      with the rules below. Messages are mapped back to the built file's
 *      line and column when the element is in the source.
 *
 * Presets
 * -------
 * - recommended: all rules, including accessibility (wcag/*) rules.
 * - browser: html-validate's preset for markup that a browser normalized.
 *   It switches off only rules about how the source was *written*
 *   (no-inline-style, no-trailing-whitespace, attribute-boolean-style,
 *   attribute-empty-style, void-style, no-self-closing), which the
 *   re-serialized document cannot follow or break.
 * - document: rules for complete documents (heading-level, missing-doctype,
 *   input-missing-label, no-missing-references, require-sri).
 *
 * Rules changed from those presets, and why
 * -----------------------------------------
 * See `rules` below; every entry has its reason. Rules are relaxed only for
 * markup that Docusaurus 3.8.1 (or one of its official plugins or the search
 * plugin) generates and that we cannot change without ejecting theme
 * components. Problems in our content or our own components are fixed there.
 *
 * Narrower exceptions (one rule, one kind of generated element) are in
 * `generatedMarkupExceptions`; whole-page exceptions in `pageExceptions`.
 */

/** @type {import('html-validate').ConfigData} */
const config = {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:browser', 'html-validate:document'],
  rules: {
    // Docusaurus's root and skip-link target ids are `__docusaurus` and
    // `__docusaurus_skipToContent_fallback`. HTML5 allows any id without
    // whitespace; the strict mode also demands a leading letter (an HTML4
    // rule). Relaxed mode still checks the HTML5 rules (non-empty, no spaces).
    'valid-id': ['error', {relaxed: true}],

    // Docusaurus cannot emit `integrity` attributes. Its own scripts and
    // styles are same-origin, hashed file names; SRI protects resources from
    // other origins, so the rule still checks any cross-origin resource.
    'require-sri': ['error', {target: 'crossorigin'}],

    // prism-react-renderer (code highlighting) gives nested grammar tokens
    // repeated classes, e.g. `class="token string variable string"`. It
    // affects nothing (a class matches once either way) and comes from the
    // highlighter, not from content.
    'no-dup-class': 'off',
  },
};

export default config;

/**
 * Single kinds of generated element that break a rule. A message is ignored
 * only when its rule matches AND the offending element matches `element`
 * (a CSS selector), so the same rule still catches the problem anywhere else.
 */
export const generatedMarkupExceptions = [
  {
    rule: 'prefer-native-element',
    element: 'div[role="region"][aria-label]:has(> a[href="#__docusaurus_skipToContent_fallback"])',
    reason:
      'theme-classic SkipToContent wraps the skip link in <div role="region">; the role is intentional and the element is not ours.',
  },
  {
    rule: 'prefer-native-element',
    element: 'div.theme-announcement-bar[role="banner"]',
    reason: 'theme-classic AnnouncementBar renders <div role="banner">.',
  },
  {
    rule: 'prefer-native-element',
    element: '.navbar__item.dropdown > a.navbar__link[role="button"]',
    reason:
      'theme-classic DropdownNavbarItem renders the dropdown toggle as <a href="#" role="button" aria-haspopup aria-expanded>.',
  },
  {
    rule: 'prefer-native-element',
    element: '.navbar__search [role="listbox"]',
    reason:
      'src/theme/SearchBar is an ARIA 1.2 combobox whose listbox holds links to the results (role="option" on <a href>), which a native <select> cannot.',
  },
  {
    rule: 'wcag/h30',
    element: 'a[title][class*="authorSocialLink"]:has(> svg)',
    reason:
      'theme-classic Blog/Components/Author/Socials renders icon-only author links named by their title attribute (e.g. title="GitHub"), a valid accessible name that html-validate does not count.',
  },
  {
    rule: 'heading-level',
    element: 'aside nav h3[class*="yearGroupHeading"]',
    reason:
      'theme-classic BlogSidebar (groupByYear) puts an <h3> per year in the sidebar, which comes before the page <h1> in source order.',
  },
  {
    rule: 'heading-level',
    element: 'main section h3[id]',
    pages: ['blog/archive.html'],
    reason: 'theme-classic BlogArchivePage renders the year headings as <h3> directly under the page <h1>.',
  },
  {
    rule: 'unique-landmark',
    element: 'div.theme-announcement-bar[role="banner"], header.hero',
    pages: ['blog/archive.html'],
    reason:
      'theme-classic BlogArchivePage puts its title in <header class="hero"> outside <main>, a second, unnamed ' +
      'banner landmark beside the AnnouncementBar\'s role="banner". Both are theme markup. (On the home page the ' +
      'hero is our own src/pages/index.tsx, so there the rule applies.)',
  },
];

/**
 * Whole pages that are not produced by the theme and break several rules.
 */
export const pageExceptions = {
  'docs/index.html': {
    reason:
      '@docusaurus/plugin-client-redirects writes this fixed redirect template for /docs (meta refresh + script). ' +
      'It has no lang and no title, and its <script> sits after </head> outside <body>. Readers never see it: ' +
      'it redirects to /docs/intro at once. The redirect itself is tested in tests/routes.test.ts.',
    rules: ['element-required-attributes', 'element-required-content'],
    parseErrors: ['abandoned-head-element-child'],
  },
};
