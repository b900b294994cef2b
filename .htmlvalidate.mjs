/**
 * html-validate configuration for the built pages (tests/html-validate.test.ts).
 * The test first parses each minified page with parse5, the WHATWG parser
 * (html-validate's own parser does not infer the omitted <html>, <head> and
 * <body> tags the minifier leaves out), fails on its parse errors, then
 * validates the parsed document, re-serialized, with these rules. The
 * `browser` preset turns off the rules about how source was written, which
 * re-serialized markup cannot follow or break.
 */
export default {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:browser', 'html-validate:document'],
  rules: {
    // Docusaurus's ids `__docusaurus` and `__docusaurus_skipToContent_fallback`
    // are valid HTML5 (the strict mode wants the HTML4 leading letter).
    'valid-id': ['error', {relaxed: true}],
    // Docusaurus cannot write `integrity`; its own files are same-origin, so
    // only cross-origin resources need it.
    'require-sri': ['error', {target: 'crossorigin'}],
    // prism-react-renderer repeats classes on nested tokens ("token string variable string").
    'no-dup-class': 'off',
    // Docusaurus 3.10 labels its external-link icon, an <svg>: ARIA allows naming it.
    'aria-label-misuse': ['error', {allowAnyNamable: true}],
  },
};

/**
 * Markup the theme generates that breaks a rule, each with its reason: a
 * message is excused only when its rule matches, the offending element
 * matches `element` (a CSS selector; none: any) and the page is in `pages`
 * (when given). Parse errors are the rule `parse-error/CODE`.
 */
const banner = 'div.theme-announcement-bar[role="banner"]';
/** @type {Array<{rule: string, element?: string, pages?: string[]}>} */
export const exceptions = [
  // theme-classic SkipToContent wraps the skip link in <div role="region">.
  {rule: 'prefer-native-element', element: 'div[role="region"]:has(> a[href^="#__docusaurus"])'},
  // theme-classic AnnouncementBar renders <div role="banner">.
  {rule: 'prefer-native-element', element: banner},
  // theme-classic DropdownNavbarItem renders its toggle as <a href="#" role="button">.
  {rule: 'prefer-native-element', element: '.navbar__item.dropdown > a[role="button"]'},
  // src/theme/SearchBar: an ARIA 1.2 combobox whose options are links, which <select> cannot hold.
  {rule: 'prefer-native-element', element: '.navbar__search [role="listbox"]'},
  // theme-classic author social links are icons named by their title, a valid accessible name.
  {rule: 'wcag/h30', element: 'a[title][class*="authorSocialLink"]:has(> svg)'},
  // theme-classic BlogSidebar (groupByYear) puts an <h3> per year before the page's <h1>.
  {rule: 'heading-level', element: 'aside nav h3[class*="yearGroupHeading"]'},
  // theme-classic BlogArchivePage: year headings are <h3> under the <h1>, and its title is in
  // <header class="hero">, a second banner beside the announcement bar.
  {rule: 'heading-level', element: 'main section h3[id]', pages: ['blog/archive.html']},
  {rule: 'unique-landmark', element: `${banner}, header.hero`, pages: ['blog/archive.html']},
  // plugin-client-redirects writes a fixed redirect page for /docs, without lang or title.
  ...[
    'element-required-attributes',
    'element-required-content',
    'parse-error/abandoned-head-element-child',
  ].map((rule) => ({rule, pages: ['docs/index.html']})),
];
