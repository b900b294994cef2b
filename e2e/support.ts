import {expect, type Page} from '@playwright/test';

const axePath = require.resolve('axe-core/axe.min.js');

/**
 * Docusaurus marks the root element once React has hydrated, at every
 * viewport (the colour toggle, an older signal, is hidden in the mobile menu).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

export type AxeViolation = {id: string; impact: string; help: string; nodes: Array<{target: string[]}>};

/** Runs axe-core (WCAG 2.1 A and AA) on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({path: axePath});
  return page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run: (ctx: unknown, opts: unknown) => Promise<{violations: AxeViolation[]}>}}).axe;
    const result = await axe.run(document, {
      runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
    });
    return result.violations.map(({id, impact, help, nodes}) => ({
      id,
      impact,
      help,
      nodes: nodes.slice(0, 5).map((node) => ({target: node.target as string[]})),
    }));
  });
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
    .join('\n');
}
