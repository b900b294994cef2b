/**
 * The routes, ids and constants of ../shared/SPEC.md, written down once for the
 * tests. These come from the specification, not from the site's config, so a
 * test comparing them with the build is not circular.
 */
export const blogRoutes = [
  '/',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/team',
  '/blog/first-post',
  '/blog/npm-policy-error-in-powershell',
  '/blog/tags',
  '/blog/tags/ai',
  '/blog/tags/nodejs',
  '/blog/tags/npm',
  '/blog/tags/powershell',
  '/markdown-page',
] as const;

/** Doc ids under /docs, with the sidebar the spec ties each to (null: none). */
export const docSidebars: Record<string, string | null> = {
  intro: null,
  'ai/intro': 'aiSidebar',
  'aws/intro': 'awsSidebar',
  'aws/global-infrastructure': 'awsSidebar',
  'azure/intro': 'azureSidebar',
  'data/intro': 'dataSidebar',
  'devops/intro': 'devopsSidebar',
  'devops/docker/intro': 'devopsSidebar',
  'devops/git/intro': 'devopsSidebar',
  'devops/github-actions/intro': 'devopsSidebar',
  'devops/kubernetes/intro': 'devopsSidebar',
  'devops/powershell/intro': 'devopsSidebar',
  'devops/terraform/intro': 'devopsSidebar',
  'devops/unix/intro': 'devopsSidebar',
  'dotnet/intro': 'dotnetSidebar',
  'fundamentals/intro': 'fundamentalsSidebar',
  'fundamentals/developer-guides/intro': 'fundamentalsSidebar',
  'fundamentals/markdown/intro': 'fundamentalsSidebar',
  'fundamentals/markdown/languages': 'fundamentalsSidebar',
  'python/intro': 'pythonSidebar',
  'python/virtual-environment': 'pythonSidebar',
  'references/bookmarks': 'refsSidebar',
  'references/dns': 'refsSidebar',
  'references/python': 'refsSidebar',
  'references/vscode': 'refsSidebar',
  'security/intro': 'securitySidebar',
  'security/networking/intro': 'securitySidebar',
  'security/networking/network-devices': 'securitySidebar',
  'security/networking/osi-7-model': 'securitySidebar',
  'security/networking/reset-my-public-ip': 'securitySidebar',
  'sre/intro': 'sreSidebar',
};

export const docRoutes = Object.keys(docSidebars).map((id) => `/docs/${id}`);

export const categorySlugs = [
  'developer-guides',
  'markdown',
  'unix',
  'powershell',
  'git',
  'github-actions',
  'docker',
  'kubernetes',
  'terraform',
  'networking-concepts',
] as const;

export const categoryRoutes = categorySlugs.map((slug) => `/docs/category/${slug}`);

export const allRoutes = [...blogRoutes, ...docRoutes, ...categoryRoutes];

export const sidebarIds = [
  'fundamentalsSidebar',
  'aiSidebar',
  'awsSidebar',
  'azureSidebar',
  'dataSidebar',
  'dotnetSidebar',
  'pythonSidebar',
  'devopsSidebar',
  'sreSidebar',
  'securitySidebar',
  'refsSidebar',
] as const;

export const navbarLeftLabels = [
  'Docs',
  'AI',
  'AWS',
  'Azure',
  'Data',
  '.NET',
  'Python',
  'DevOps',
  'SRE',
  'Security',
  'Blog',
  'References',
] as const;

export const siteTitle = 'Never Stop Learning';
export const desktopBreakpoint = 996;
export const blogTags = ['ai', 'nodejs', 'npm', 'powershell'] as const;
export const posts = [
  {slug: 'first-post', date: '2025-08-08'},
  {slug: 'npm-policy-error-in-powershell', date: '2025-08-12'},
] as const;
