/**
 * Mermaid diagrams are drawn once, by `npm run diagrams`, into SVG files that
 * are committed under static/img/diagrams/, and the build swaps each
 * ```mermaid block for those images (src/plugins/remark-prerendered-diagrams.ts).
 * Readers then download no diagram code at all: Mermaid is about 200 KB of
 * compressed JavaScript and its layout work was most of the blocking time of
 * a doc page on a phone (issue 8).
 *
 * This module is what the renderer, the build and the tests agree on: how a
 * diagram is identified (a hash of its normalised source and of the render
 * settings), where its files live, and what a diagram must declare.
 */
import crypto from 'node:crypto';
import path from 'node:path';

/** Where the SVGs live, relative to the site directory, and their URL under baseUrl. */
export const DIAGRAMS_DIR = path.join('static', 'img', 'diagrams');
export const DIAGRAMS_URL_PATH = 'img/diagrams/';

/** Colour modes: one file each; CSS shows the one that matches the site's mode. */
export const MODES = /** @type {const} */ (['light', 'dark']);

/**
 * Arial first: readers on Windows and macOS have it, and Liberation Sans, which
 * the renderer's Linux uses in its place, has the same letter widths, so the
 * boxes measured at render time fit the text that readers' machines draw.
 */
const FONT_FAMILY = 'Arial, "Liberation Sans", Helvetica, sans-serif';

/**
 * Mermaid settings for each mode. Labels are SVG text, not HTML in a
 * foreignObject: an SVG shown as an image cannot rely on the page's CSS.
 * `themeCSS` lifts the dark theme's edge labels (#ccc on #585858 is 4.4:1)
 * above the WCAG AA contrast of 4.5:1.
 */
export function mermaidConfig(mode) {
  return {
    startOnLoad: false,
    securityLevel: 'strict',
    deterministicIds: true,
    theme: mode === 'dark' ? 'dark' : 'default',
    fontFamily: FONT_FAMILY,
    htmlLabels: false,
    flowchart: {htmlLabels: false},
    sequence: {actorFontFamily: FONT_FAMILY, noteFontFamily: FONT_FAMILY, messageFontFamily: FONT_FAMILY},
    themeCSS: mode === 'dark' ? '.edgeLabel text, .edgeLabel tspan { fill: #ececec; }' : '',
  };
}

/** Bump to redraw every diagram when the renderer changes in a way the config does not show. */
const RENDER_VERSION = 1;

/** The source as the build and the renderer both see it: no trailing spaces, no common indent. */
export function normaliseSource(source) {
  const lines = source.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  const indent = Math.min(...lines.filter(Boolean).map((line) => line.length - line.trimStart().length));
  return lines.map((line) => line.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}

/** The name shared by a diagram's files: changes when its source or the render settings change. */
export function diagramId(source) {
  const settings = JSON.stringify([RENDER_VERSION, MODES.map(mermaidConfig)]);
  return crypto.createHash('sha256').update(settings).update('\0').update(normaliseSource(source)).digest('hex').slice(0, 16);
}

export const diagramFileName = (id, mode) => `${id}-${mode}.svg`;

/**
 * The accessible name of a diagram, from Mermaid's own `accTitle:` and
 * `accDescr:` lines, which also end up in the SVG's <title> and <desc>.
 * Returns the problems instead when either is missing.
 */
export function diagramText(source) {
  const value = (key) => new RegExp(`^\\s*${key}\\s*:\\s*(.+?)\\s*$`, 'm').exec(source)?.[1];
  const title = value('accTitle');
  const description = value('accDescr');
  const problems = [
    ...(title ? [] : ['an `accTitle: ...` line (a short title)']),
    ...(description ? [] : ['an `accDescr: ...` line (what the diagram shows, for readers who cannot see it)']),
  ];
  return problems.length > 0 ? {problems} : {title, description, alt: `${title}. ${description}`, problems};
}

/**
 * Mermaid writes `width="100%"` and a max-width style; an image needs its real
 * size so the page reserves the space before it loads (no layout shift).
 */
export function withIntrinsicSize(svg) {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  const viewBox = root && /\sviewBox="([^"]+)"/.exec(root)?.[1].trim().split(/[\s,]+/).map(Number);
  if (!viewBox || viewBox.length !== 4 || !(viewBox[2] > 0 && viewBox[3] > 0)) {
    throw new Error('Mermaid produced an SVG without a usable viewBox');
  }
  const sized = root
    .replace(/\s(?:width|height|style)="[^"]*"/g, '')
    .replace(/^<svg/, `<svg width="${Math.ceil(viewBox[2])}" height="${Math.ceil(viewBox[3])}"`);
  return svg.replace(root, sized);
}

/** Width and height of a rendered SVG, from the attributes the renderer writes. */
export function svgSize(svg) {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error('the SVG has no numeric width and height');
  return {width, height};
}
