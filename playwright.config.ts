import {execFileSync} from 'node:child_process';
import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/chromium.mjs';

/**
 * Browser tests run against the production build, served on 127.0.0.1, in the
 * system Chromium: Playwright never downloads a browser here.
 */
/** A port nothing listens on now; asked of the OS in a child process to stay synchronous. */
function freePort(): string {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'});
}

// Chosen once by the runner; its worker processes inherit the variable, so
// all of them talk to the same server.
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;


export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions}}],
  webServer: {
    command: `npx docusaurus serve --host 127.0.0.1 --port ${port} --no-open`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {NO_UPDATE_NOTIFIER: '1'},
  },
});
