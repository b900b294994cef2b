/**
 * Mermaid diagrams are drawn once, by `npm run diagrams` (scripts/diagrams.mjs), into SVG files
 * committed under static/img/diagrams/, and the build shows those images in place of each
 * ```mermaid block (./remark-prerendered-diagrams.ts): readers download no diagram code, which was
 * about 200 KB of compressed JavaScript and most of a diagram page's blocking time on a phone.
 * This module is what the drawing script and the build agree on.
 */
import crypto from 'node:crypto';

export const diagramsDir = 'static/img/diagrams';
export const modes = /** @type {const} */ (['light', 'dark']);

// Arial where readers have it; Liberation Sans, which Linux draws in its place, has the same
// letter widths, so boxes measured at drawing time fit the text on readers' machines.
const fontFamily = 'Arial, "Liberation Sans", Helvetica, sans-serif';

/**
 * Mermaid settings for a colour mode. Labels are SVG text, since an image cannot use the page's
 * CSS; the dark theme's edge labels are lifted to WCAG AA contrast.
 * @param {'light' | 'dark'} mode
 */
export function mermaidConfig(mode) {
  return {
    theme: mode === 'dark' ? 'dark' : 'default',
    fontFamily,
    htmlLabels: false,
    flowchart: {htmlLabels: false},
    themeCSS: mode === 'dark' ? '.edgeLabel text, .edgeLabel tspan { fill: #ececec; }' : '',
  };
}

/**
 * The name of a diagram's files: changes with its source or with the drawing settings.
 * @param {string} source
 */
export function diagramId(source) {
  const settings = JSON.stringify(modes.map(mermaidConfig));
  const hash = crypto.createHash('sha256').update(`${settings}\0${source.trim()}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A diagram's accessible name, from Mermaid's own `accTitle:` and `accDescr:` lines; null when
 * either is missing.
 * @param {string} source
 */
export function diagramAlt(source) {
  const line = (/** @type {string} */ key) =>
    new RegExp(`^\\s*${key}\\s*:\\s*(.+?)\\s*$`, 'm').exec(source)?.[1];
  const [title, description] = [line('accTitle'), line('accDescr')];
  return title && description ? `${title}. ${description}` : null;
}
