import {execFileSync} from 'node:child_process';
import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/support/chromium.cjs';

/**
 * Browser tests run in the system Chromium against the production build, which Playwright's
 * webServer serves with `docusaurus serve` on a port that is free when the run starts, so parallel
 * runs never share a server. Worker processes inherit the port through E2E_PORT.
 */
const freePort =
  "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})";
process.env.E2E_PORT ??= String(execFileSync(process.execPath, ['-e', freePort])).trim();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Two, not the default half of the cores: pages wait on the server too (9.0 to 6.8 min here).
  workers: 2,
  forbidOnly: !!process.env.CI,
  // A shared two-core machine: a crawled page (load, images, axe) can take a while.
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {...devices['Desktop Chrome'], baseURL, launchOptions: chromiumLaunchOptions},
  webServer: {
    command: `npx docusaurus serve --host 127.0.0.1 --port ${process.env.E2E_PORT} --no-open`,
    url: baseURL,
  },
});
