/**
 * Code block colours that every reader can read. The stock prism themes
 * (github, dracula) colour some tokens below the WCAG AA contrast of 4.5:1
 * against their own background: strings, numbers, keywords and comments in
 * github, comments in dracula. `withReadableTokens` keeps a theme's look and
 * moves only those colours, to the nearest shade of the same hue and
 * saturation that reaches the contrast.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** WCAG AA for normal text, plus a margin for rounding in browsers and axe. */
export const minCodeContrast = 4.6;

type Rgb = [number, number, number];

export function parseColour(colour: string): Rgb {
  const value = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const hsl = /^hsla?\(\s*([\d.]+)(?:deg)?[\s,]+([\d.]+)%[\s,]+([\d.]+)%/.exec(value);
  if (hsl) return hslToRgb(Number(hsl[1]), Number(hsl[2]), Number(hsl[3]));
  if (value === 'white') return [255, 255, 255];
  if (value === 'black') return [0, 0, 0];
  throw new Error(`codeThemes: cannot read the colour "${colour}"`);
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG 2 contrast ratio of two colours. */
export function contrast(a: string | Rgb, b: string | Rgb): number {
  const [la, lb] = [a, b].map((c) => luminance(typeof c === 'string' ? parseColour(c) : c));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h * 60, s * 100, l * 100];
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const sn = s / 100;
  const ln = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sn * Math.min(ln, 1 - ln);
  const f = (n: number) => ln - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((x) => Math.round(x * 255)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}`;

/** The colour itself if it is readable on `background`, else the nearest readable shade. */
export function readableOn(colour: string, background: string, minimum = minCodeContrast): string {
  if (contrast(colour, background) >= minimum) return colour;
  const darkBackground = luminance(parseColour(background)) < 0.18;
  const [h, s, l] = rgbToHsl(parseColour(colour));
  for (let step = 0.5; step <= 100; step += 0.5) {
    const candidate = hslToRgb(h, s, Math.min(100, Math.max(0, darkBackground ? l + step : l - step)));
    if (contrast(candidate, background) >= minimum) return toHex(candidate);
  }
  return darkBackground ? '#ffffff' : '#000000';
}

/** What a colour drawn at `opacity` over `background` looks like. */
export function blend(colour: string, background: string, opacity: number): string {
  const [fg, bg] = [parseColour(colour), parseColour(background)];
  return toHex(fg.map((c, i) => Math.round(c * opacity + bg[i] * (1 - opacity))) as Rgb);
}

/**
 * The theme with every token colour readable on the theme's background. A
 * translucent token (github draws namespaces at opacity 0.7) is judged by
 * the colour it shows; if that fails, it becomes an opaque readable colour.
 */
export function withReadableTokens(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (!background) throw new Error('codeThemes: the theme has no background colour');
  const plain = {...theme.plain, color: theme.plain.color && readableOn(theme.plain.color, background)};
  return {
    plain,
    styles: theme.styles.map(({types, languages, style}) => {
      const {opacity, ...rest} = style;
      const colour = style.color ?? plain.color;
      let fixed: typeof style;
      if (opacity !== undefined && opacity < 1 && colour) {
        const shown = blend(colour, background, opacity);
        fixed = contrast(shown, background) >= minCodeContrast ? style : {...rest, color: readableOn(shown, background)};
      } else {
        fixed = {...style, ...(style.color ? {color: readableOn(style.color, background)} : {})};
      }
      return {types, ...(languages ? {languages} : {}), style: fixed};
    }),
  };
}

/** The colours a theme's tokens show on its background, translucency included. */
export function shownColours(theme: PrismTheme): string[] {
  const background = theme.plain.backgroundColor!;
  return [theme.plain, ...theme.styles.map(({style}) => style)].flatMap(({color, opacity}) => {
    const colour = color ?? theme.plain.color;
    if (!colour) return [];
    return [opacity !== undefined && opacity < 1 ? blend(colour, background, opacity) : colour];
  });
}

/**
 * The Prism theme the site hands to Docusaurus: no colours at all. With
 * colours in the theme, every token carries an inline style for the light
 * mode (the server renders light), so theme-classic re-renders every code
 * block after hydration to swap in the dark colours: a second tokenising of
 * all code, in one long task, on every page. Without them the HTML is the same
 * in both modes and `codeColoursCss` colours the tokens by their classes.
 */
export const colourlessTheme: PrismTheme = {plain: {}, styles: []};

export type CodeColourModes = {light: PrismTheme; dark: PrismTheme};

/** Selector prefix that matches a colour mode; light also when no script set data-theme. */
const modeScope = {light: "html:not([data-theme='dark'])", dark: "[data-theme='dark']"} as const;

const cssProperty = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${cssProperty(key)}:${String(value)}`)
    .join(';');
}

/**
 * CSS for both modes: the code background and text colour as the variables
 * theme-classic reads (--prism-background-color, --prism-color), then one
 * rule per theme entry, in the theme's order, so a later entry wins as it
 * does in prism-react-renderer.
 */
export function codeColoursCss(modes: CodeColourModes): string {
  return (Object.keys(modeScope) as Array<keyof CodeColourModes>)
    .flatMap((mode) => {
      const {plain, styles} = modes[mode];
      const scope = modeScope[mode];
      if (!plain.color || !plain.backgroundColor) throw new Error(`codeThemes: the ${mode} theme needs plain colours`);
      return [
        `${scope}{--prism-color:${plain.color};--prism-background-color:${plain.backgroundColor}}`,
        ...styles.map(({types, languages, style}) => {
          const selectors = (languages ?? ['']).flatMap((language) =>
            types.map((type) => `${scope} .theme-code-block${language ? ` .language-${language}` : ''} .token.${type}`),
          );
          return `${selectors.join(',')}{${declarations(style)}}`;
        }),
      ];
    })
    .join('\n');
}

/**
 * The token types that look different from plain code in at least one mode.
 * Tokens of other types (plain text, and punctuation in github and dracula)
 * need no element of their own: src/theme/CodeBlock/Line/Token renders them
 * as bare text, which halves the elements of a code-heavy page.
 */
export function styledTokenTypes(modes: CodeColourModes): string[] {
  const styled = new Set<string>();
  for (const {plain, styles} of Object.values(modes)) {
    const plainColour = plain.color && parseColour(plain.color).join();
    for (const {types, style} of styles) {
      const onlyPlainColour =
        Object.keys(style).every((key) => key === 'color') &&
        (style.color === undefined || parseColour(style.color).join() === plainColour);
      if (!onlyPlainColour) types.forEach((type) => styled.add(type));
    }
  }
  return [...styled].sort();
}

/**
 * The site's code colours: github (light) and dracula (dark), with the few
 * token colours that fall below WCAG AA contrast on the code background
 * moved to a readable shade.
 */
export const siteCodeColours: CodeColourModes = {
  light: withReadableTokens(themes.github),
  dark: withReadableTokens(themes.dracula),
};
