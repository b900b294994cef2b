export type RouteConfig = {path: string; component: string; exact?: boolean; routes?: RouteConfig[]};
export function readRoutes(generatedDir: string): RouteConfig[];
export function routeChain(routes: RouteConfig[], pathname: string): string[];
export type FirstLoad = {
  /** Files relative to the build folder, in load order. */
  scripts: string[];
  stylesheets: string[];
  /** The route chunk names (.docusaurus/registry.js keys) on the way to the page. */
  chunkNames: string[];
  /** What each file is, for messages: "entry (in the HTML)", "route chunk of @theme/DocItem", ... */
  describe: Record<string, string>;
};
export function firstLoadAssets(buildDir: string, route: string, generatedDir?: string): FirstLoad;
export function readRegistry(generatedDir: string): Map<string, string>;
export function entryScripts(html: string): string[];
