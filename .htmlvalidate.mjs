/**
 * html-validate rules for the built pages. tests/html-validate.test.ts parses each minified page with
 * parse5 first (html-validate's parser does not infer the <html>, <head> and <body> tags the minifier
 * leaves out), then validates it re-serialized; the `browser` preset drops the rules about how source
 * was written, which re-serialized markup cannot follow or break.
 */
export default {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:browser', 'html-validate:document'],
  rules: {
    // Docusaurus's ids `__docusaurus`, `__docusaurus_skipToContent_fallback` are valid HTML5.
    'valid-id': ['error', {relaxed: true}],
    // Docusaurus cannot write `integrity`; its own files are same-origin, so only others need it.
    'require-sri': ['error', {target: 'crossorigin'}],
    // prism-react-renderer repeats classes on nested tokens ("token string variable string").
    'no-dup-class': 'off',
    // Docusaurus 3.10 labels its external-link icon, an <svg>: ARIA allows naming it.
    'aria-label-misuse': ['error', {allowAnyNamable: true}],
  },
};
