/**
 * Heavy code loads only where and when it is used, as a browser sees it:
 * Mermaid only on pages with a diagram, after the page is interactive; and
 * the rule tests/bundle-budget.test.ts uses to find a page's first-load
 * scripts from the build (scripts/bench/first-load.mjs) matches the scripts
 * a browser really downloads.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {buildDir, rootDir} from '../tests/support/build';
import {firstLoadAssets} from '../scripts/bench/first-load.mjs';
import {waitForHydration} from './support';

/** Text that only Mermaid's code contains (see tests/bundle-budget.test.ts). */
const mermaidMarker = /securityLevel|Syntax error in text/;
const generatedDir = path.join(rootDir, '.docusaurus');

const withoutDiagram = '/docs/references/python';
const withDiagram = '/docs/devops/git/intro';

/** Build-relative paths of the scripts the page executes (prefetches of linked pages are not scripts). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/^\//, ''));
  });
  return scripts;
}

const hasMermaid = (file: string) => mermaidMarker.test(fs.readFileSync(path.join(buildDir, file), 'utf8'));

test('a doc page without a diagram downloads no Mermaid code', async ({page}) => {
  expect(fs.readFileSync(path.join(rootDir, 'docs', 'references', 'python.md'), 'utf8')).not.toContain('```mermaid');
  const scripts = recordScripts(page);
  await page.goto(withoutDiagram);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(2);
  expect(scripts.filter(hasMermaid), `Mermaid chunks downloaded on ${withoutDiagram}`).toEqual([]);
});

test('the scripts a doc page downloads are the first-load scripts the bundle budget counts', async ({page}) => {
  const scripts = recordScripts(page);
  await page.goto(withoutDiagram);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const expected = firstLoadAssets(buildDir, withoutDiagram, generatedDir).scripts;
  expect([...new Set(scripts)].sort()).toEqual([...expected].sort());
});

test('a page with a diagram fetches Mermaid after it is interactive and renders the diagram', async ({page}) => {
  const scripts = recordScripts(page);
  await page.goto(withDiagram);
  await waitForHydration(page);
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  const firstLoad = new Set(firstLoadAssets(buildDir, withDiagram, generatedDir).scripts);
  const mermaid = scripts.filter(hasMermaid);
  expect(mermaid.length, `no Mermaid chunk was downloaded on ${withDiagram}`).toBeGreaterThan(0);
  expect(mermaid.filter((file) => firstLoad.has(file)), 'Mermaid chunks in the first load').toEqual([]);
});
