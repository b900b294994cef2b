import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {themes, type PrismTheme} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import {
  codeColoursCss,
  colourlessTheme,
  contrast,
  minCodeContrast,
  readableOn,
  shownColours,
  siteCodeColours,
  styledTokenTypes,
  withReadableTokens,
} from '../src/data/codeThemes';
import {assertBuilt, buildDir, readRoute} from './support/build';

/** Token colours a theme shows that are below `minimum` on its background. */
function unreadable(theme: PrismTheme, minimum = 4.5): string[] {
  const background = theme.plain.backgroundColor!;
  return shownColours(theme)
    .filter((color) => contrast(color, background) < minimum)
    .map((color) => `${color} on ${background}: ${contrast(color, background).toFixed(2)}:1`);
}

describe('code block colours', () => {
  it('every token colour of both code themes reaches WCAG AA contrast', () => {
    expect(unreadable(siteCodeColours.light), 'light code theme').toEqual([]);
    expect(unreadable(siteCodeColours.dark), 'dark code theme').toEqual([]);
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

describe('code colours from CSS, not inline styles', () => {
  it('Docusaurus gets a theme without colours, so code renders the same HTML in both modes', async () => {
    const config: Config = (await import('../docusaurus.config')).default;
    const prism = (config.themeConfig as {prism: {theme: PrismTheme; darkTheme: PrismTheme}}).prism;
    expect(prism.theme).toEqual(colourlessTheme);
    expect(prism.darkTheme).toEqual(colourlessTheme);
  });

  it('the stylesheet sets, per mode, the code background and text and every token colour of that mode', () => {
    const css = codeColoursCss(siteCodeColours);
    const scopes = {light: "html:not([data-theme='dark'])", dark: "[data-theme='dark']"};
    for (const mode of ['light', 'dark'] as const) {
      const {plain, styles} = siteCodeColours[mode];
      expect(css).toContain(`${scopes[mode]}{--prism-color:${plain.color};--prism-background-color:${plain.backgroundColor}}`);
      for (const {types, style} of styles) {
        for (const type of types) expect(css).toContain(`${scopes[mode]} .theme-code-block .token.${type}`);
        if (style.color) expect(css).toContain(`color:${style.color}`);
      }
    }
    expect(() => codeColoursCss({light: colourlessTheme, dark: siteCodeColours.dark})).toThrow(/light theme needs plain colours/);
  });

  it('only tokens that look different from plain code are styled (plain text and punctuation are not)', () => {
    const styled = styledTokenTypes(siteCodeColours);
    expect(styled).toEqual(expect.arrayContaining(['comment', 'keyword', 'string', 'number', 'function']));
    expect(styled).not.toContain('plain');
    expect(styled).not.toContain('punctuation');
  });

  it('the built pages carry no inline colours in code and no elements for unstyled tokens; the CSS has the rules', () => {
    assertBuilt();
    const $ = readRoute('/docs/references/python');
    const code = $('.theme-code-block code');
    expect(code.length).toBeGreaterThan(10);
    expect(code.find('[style*="color"]').length, 'inline token colours').toBe(0);
    expect(code.find('.token.plain:not(:empty), .token.punctuation').length, 'elements for unstyled tokens').toBe(0);
    expect(code.find('.token.keyword').length).toBeGreaterThan(50);
    const stylesheet = $('link[rel="stylesheet"]').attr('href')!;
    const css = fs.readFileSync(path.join(buildDir, stylesheet), 'utf8');
    expect(css).toMatch(/\[data-theme=dark\] \.theme-code-block \.token\.comment\{color:#[0-9a-f]{6}\}/);
  });
});
