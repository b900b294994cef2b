/**
 * How every browser in this project is launched: the system Chromium (never a downloaded one)
 * with the flags these machines need. Playwright, the nginx browser tests and Lighthouse CI use it.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  // Without these, Chromium keeps dialling Google's services, which a closed network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumLaunchOptions = {executablePath: chromiumPath, args: chromiumFlags};
