import {expect, type Page} from '@playwright/test';

/** Docusaurus marks the root element once React has hydrated the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

export const colourToggle = (page: Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

type Violation = {id: string; help: string; nodes: Array<{target: unknown[]}>};

/** What axe-core finds against WCAG 2.1 A and AA, one line per rule, once transitions have ended. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({path: require.resolve('axe-core/axe.min.js')});
  const violations = await page.evaluate(async () => {
    type Axe = {run: (options: object) => Promise<{violations: Violation[]}>};
    const {axe} = window as unknown as {axe: Axe};
    document.getAnimations().forEach((a) => a instanceof CSSTransition && a.finish());
    return (await axe.run({runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']})).violations;
  });
  return violations.map(
    ({id, help, nodes}) => `${id}: ${help} (${nodes.map((n) => n.target).join(', ')})`,
  );
}
