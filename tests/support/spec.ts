/**
 * The routes, ids and constants of shared/SPEC.md, written down once for the
 * tests. They come from the specification, not from the site's config, so a
 * test comparing them with the build is not circular.
 */
const words = (text: string): string[] => text.trim().split(/\s+/);

export const siteTitle = 'Never Stop Learning';
export const blogTags = ['ai', 'nodejs', 'npm', 'powershell'];
export const posts = [
  {slug: 'first-post', date: '2025-08-08'},
  {slug: 'npm-policy-error-in-powershell', date: '2025-08-12'},
];

/** §2 Blog and general routes; the one author's key is `team`. */
export const blogRoutes = [
  ...words('/ /blog /blog/archive /blog/authors /blog/authors/team /blog/tags /markdown-page'),
  ...posts.map(({slug}) => `/blog/${slug}`),
  ...blogTags.map((tag) => `/blog/tags/${tag}`),
];

/** §2 Documentation routes: the doc ids of each sidebar; /docs/intro has none. */
const sidebarDocs = {
  aiSidebar: 'ai/intro',
  awsSidebar: 'aws/intro aws/global-infrastructure',
  azureSidebar: 'azure/intro',
  dataSidebar: 'data/intro',
  devopsSidebar: `devops/intro devops/docker/intro devops/git/intro devops/github-actions/intro
    devops/kubernetes/intro devops/powershell/intro devops/terraform/intro devops/unix/intro`,
  dotnetSidebar: 'dotnet/intro',
  fundamentalsSidebar: `fundamentals/intro fundamentals/developer-guides/intro
    fundamentals/markdown/intro fundamentals/markdown/languages`,
  pythonSidebar: 'python/intro python/virtual-environment',
  refsSidebar: 'references/bookmarks references/dns references/python references/vscode',
  securitySidebar: `security/intro security/networking/intro security/networking/network-devices
    security/networking/osi-7-model security/networking/reset-my-public-ip`,
  sreSidebar: 'sre/intro',
};

/** Doc id → the sidebar the spec ties it to (null: none). */
export const docSidebars: Record<string, string | null> = {intro: null};
for (const [sidebar, ids] of Object.entries(sidebarDocs)) {
  for (const id of words(ids)) docSidebars[id] = sidebar;
}
export const docRoutes = Object.keys(docSidebars).map((id) => `/docs/${id}`);

/** §2 Category index pages. */
export const categoryRoutes = words(`developer-guides markdown unix powershell git github-actions
  docker kubernetes terraform networking-concepts`).map((slug) => `/docs/category/${slug}`);

export const allRoutes = [...blogRoutes, ...docRoutes, ...categoryRoutes];

/** §3 Sidebar ids, in the spec's order. */
export const sidebarIds = words(
  'fundamentals ai aws azure data dotnet python devops sre security refs',
).map((name) => `${name}Sidebar`);

/** §2 Navbar, left, in order. */
export const navbarLeftLabels = words(
  'Docs AI AWS Azure Data .NET Python DevOps SRE Security Blog References',
);
