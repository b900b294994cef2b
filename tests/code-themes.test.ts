import {describe, expect, it} from 'vitest';
import {themes, type PrismTheme} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import {contrast, minCodeContrast, readableOn, shownColours, withReadableTokens} from '../src/data/codeThemes';

/** Token colours a theme shows that are below `minimum` on its background. */
function unreadable(theme: PrismTheme, minimum = 4.5): string[] {
  const background = theme.plain.backgroundColor!;
  return shownColours(theme)
    .filter((color) => contrast(color, background) < minimum)
    .map((color) => `${color} on ${background}: ${contrast(color, background).toFixed(2)}:1`);
}

describe('code block colours', () => {
  it('every token colour of both configured code themes reaches WCAG AA contrast', async () => {
    const config: Config = (await import('../docusaurus.config')).default;
    const prism = (config.themeConfig as {prism: {theme: PrismTheme; darkTheme: PrismTheme}}).prism;
    expect(unreadable(prism.theme), 'light code theme').toEqual([]);
    expect(unreadable(prism.darkTheme), 'dark code theme').toEqual([]);
  });

  it('keeps readable colours and only moves the ones that fail', () => {
    // The stock themes fail: this is what the helper is for.
    expect(unreadable(themes.github)).not.toEqual([]);
    expect(unreadable(themes.dracula)).not.toEqual([]);
    const before = shownColours(themes.github);
    const after = shownColours(withReadableTokens(themes.github));
    expect(after).toHaveLength(before.length);
    before.forEach((colour, i) => {
      if (contrast(colour, '#f6f8fa') >= minCodeContrast) expect(after[i].toLowerCase()).toBe(colour.toLowerCase());
      else expect(contrast(after[i], '#f6f8fa')).toBeGreaterThanOrEqual(minCodeContrast);
    });
  });

  it('darkens on light backgrounds and lightens on dark ones', () => {
    expect(contrast(readableOn('#999988', '#ffffff'), '#000000')).toBeLessThan(contrast('#999988', '#000000'));
    expect(contrast(readableOn('#6272a4', '#282a36'), '#ffffff')).toBeLessThan(contrast('#6272a4', '#ffffff'));
    expect(readableOn('rgb(98, 114, 164)', 'hsl(231, 15%, 18%)')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('judges a translucent token by the colour it shows', () => {
    const theme: PrismTheme = {
      plain: {color: '#393a34', backgroundColor: '#f6f8fa'},
      styles: [{types: ['namespace'], style: {opacity: 0.5}}],
    };
    expect(unreadable(theme)).toHaveLength(1);
    expect(unreadable(withReadableTokens(theme))).toEqual([]);
    expect(withReadableTokens(theme).styles[0].style.opacity).toBeUndefined();
  });

  it('refuses a colour it cannot read instead of guessing', () => {
    expect(() => readableOn('var(--x)', '#ffffff')).toThrow(/cannot read the colour/);
  });
});
