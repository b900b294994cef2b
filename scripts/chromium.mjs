/**
 * How every browser in this project is launched: the system Chromium (never a
 * downloaded one) with the flags these machines need. Used by the Playwright
 * config, the nginx browser tests and the benchmarks.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  // Without these, Chromium keeps dialling Google's services, which this
  // machine's closed network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumLaunchOptions = {executablePath: chromiumPath, args: chromiumFlags};
