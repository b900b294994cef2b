/**
 * Lighthouse CI (`npx lhci autorun`): the bench pages on nginx as in production, 3 runs each,
 * asserted on the medians. BENCH_PRESET=desktop (else mobile), BENCH_PORT (8080), BENCH_PAGES
 * (comma-separated), and lhci's own LHCI_* overrides, such as LHCI_COLLECT__NUMBER_OF_RUNS=1.
 */
const {chromiumFlags, chromiumPath} = require('./tests/support/chromium.cjs');

const preset = process.env.BENCH_PRESET === 'desktop' ? 'desktop' : 'mobile';
const port = process.env.BENCH_PORT ?? '8080';
const pages = (
  process.env.BENCH_PAGES ??
  '/,/docs/intro,/docs/references/python,/docs/devops/git/intro,/blog,/blog/npm-policy-error-in-powershell'
).split(',');

module.exports = {
  ci: {
    collect: {
      url: pages.map((page) => `http://127.0.0.1:${port}${page}`),
      numberOfRuns: 3,
      startServerCommand: `PORT=${port} npm run serve:prod`,
      startServerReadyPattern: port, // serve:prod prints its address once nginx listens
      startServerReadyTimeout: 120_000,
      chromePath: chromiumPath,
      // A string: lhci appends --headless=new to it.
      settings: {chromeFlags: chromiumFlags.join(' '), ...(preset === 'desktop' && {preset})},
    },
    assert: {
      aggregationMethod: 'median',
      assertions: {
        'categories:performance': ['error', {minScore: preset === 'desktop' ? 1 : 0.95}],
        'categories:accessibility': ['error', {minScore: 1}],
        'categories:best-practices': ['error', {minScore: 1}],
        'categories:seo': ['error', {minScore: 1}],
        'cumulative-layout-shift': ['error', {maxNumericValue: 0.01}],
        // JavaScript a page loads, compressed (a doc page loads the most): at most 159 KB.
        'resource-summary:script:size': ['error', {maxNumericValue: 159 * 1024}],
      },
    },
    upload: {target: 'filesystem', outputDir: `${__dirname}/.bench/lighthouse/${preset}`},
  },
};
