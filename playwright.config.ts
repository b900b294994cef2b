import {execFileSync} from 'node:child_process';
import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/support/chromium.cjs';

/**
 * Browser tests run in the system Chromium against the production build, which Playwright's
 * webServer serves with `docusaurus serve`, and (e2e/dev-server.spec.ts only) against the dev
 * server that authors run, `npm start`. Each listens on a port that is free when the run starts, so
 * parallel runs never share a server; worker processes inherit the ports through the environment.
 */
const freePort =
  "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})";
const pickPort = () => String(execFileSync(process.execPath, ['-e', freePort])).trim();
process.env.E2E_PORT ??= pickPort();
process.env.E2E_DEV_PORT ??= pickPort();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const devServerURL = `http://127.0.0.1:${process.env.E2E_DEV_PORT}`;
const devServerSpec = 'dev-server.spec.ts';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Two, not the default half of the cores: pages wait on the server too (9.0 to 6.8 min here).
  workers: 2,
  forbidOnly: !!process.env.CI,
  // A shared two-core machine: a crawled page (load, images, axe) can take a while.
  timeout: 60_000,
  expect: {timeout: 10_000},
  use: {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions},
  projects: [
    {name: 'build', testIgnore: devServerSpec, use: {baseURL}},
    // The dev server compiles pages for the browser, slower than serving built files.
    {name: 'dev-server', testMatch: devServerSpec, timeout: 120_000, use: {baseURL: devServerURL}},
  ],
  webServer: [
    {
      command: `npx docusaurus serve --host 127.0.0.1 --port ${process.env.E2E_PORT} --no-open`,
      url: baseURL,
    },
    {
      command: `npm start -- --port ${process.env.E2E_DEV_PORT} --no-open`,
      url: devServerURL,
      timeout: 180_000,
    },
  ],
});
