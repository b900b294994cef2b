/**
 * The spec's colour mode: three choices (light, dark, system) and light on a first visit, even
 * when the operating system prefers dark. The theme offers the three-state toggle only together
 * with following the system on a first visit, so the site changes just that first visit: an
 * inline script (lightFirstVisit in src/plugins/site.ts) shows light before the first paint
 * through the attributes the theme reads, and marks the page; the toggle (src/theme/ColorModeToggle)
 * then hands "light" to the theme, which stores it as if the reader had chosen it.
 */
export const firstVisitAttribute = 'data-first-visit';

/** Our own storage key: a reader who has been here before keeps whatever the theme stored. */
export const visitedStorageKey = 'nsl-visited';
