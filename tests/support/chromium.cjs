/**
 * How every browser in this project is launched: the system Chromium (never a downloaded one)
 * with the flags these machines need. Playwright, the nginx tests, the benchmarks and Lighthouse
 * CI use it; plain CommonJS so that each of them can load it.
 */
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  // Without these, Chromium keeps dialling Google's services, which a closed network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const chromiumLaunchOptions = {executablePath: chromiumPath, args: chromiumFlags};

module.exports = {chromiumPath, chromiumFlags, chromiumLaunchOptions};
