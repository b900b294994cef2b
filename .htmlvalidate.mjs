/**
 * html-validate configuration for the built pages (tests/html-validate.test.ts).
 * The test first parses each minified page with parse5, the WHATWG parser
 * (html-validate's own parser does not infer the omitted <html>, <head> and
 * <body> tags the minifier leaves out), fails on its parse errors, then
 * validates the parsed document, re-serialized, with these rules, excusing
 * the theme markup listed with its reason in tests/html-validate-exceptions.json. The
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
