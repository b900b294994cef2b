/**
 * The learning tracks of the site: one entry per docs sidebar.
 *
 * This is the single source for the navbar, the sidebars, the home page cards
 * and the tests, so a track is added (or renamed) in exactly one place.
 */
export type Track = {
  /** Sidebar id, as the spec names it. */
  readonly sidebarId: string;
  /** Folder under docs/ that holds the track; its files generate the sidebar. */
  readonly dirName: string;
  /** Label of the track's navbar item. */
  readonly navLabel: string;
  /** Card heading on the home page. */
  readonly title: string;
  /** One sentence on the home page card. */
  readonly summary: string;
  /** The doc the card links to, relative to /docs. */
  readonly startDoc: string;
};

export const tracks = [
  {
    sidebarId: 'fundamentalsSidebar',
    dirName: 'fundamentals',
    navLabel: 'Docs',
    title: 'Fundamentals',
    summary:
      'How this site works, Markdown for technical writing, and the habits that make a developer effective.',
    startDoc: 'fundamentals/intro',
  },
  {
    sidebarId: 'aiSidebar',
    dirName: 'ai',
    navLabel: 'AI',
    title: 'AI',
    summary:
      'Machine learning and large language models explained for developers: tokens, prompting, RAG and the risks.',
    startDoc: 'ai/intro',
  },
  {
    sidebarId: 'awsSidebar',
    dirName: 'aws',
    navLabel: 'AWS',
    title: 'AWS',
    summary:
      'Accounts, IAM, the core services and the global infrastructure, with a budget alarm before the first resource.',
    startDoc: 'aws/intro',
  },
  {
    sidebarId: 'azureSidebar',
    dirName: 'azure',
    navLabel: 'Azure',
    title: 'Azure',
    summary:
      'Tenants, subscriptions and resource groups, Azure Resource Manager, and how the services map to AWS.',
    startDoc: 'azure/intro',
  },
  {
    sidebarId: 'dataSidebar',
    dirName: 'data',
    navLabel: 'Data',
    title: 'Data',
    summary:
      'Formats, SQL with a runnable SQLite example, OLTP versus OLAP, pipelines, warehouses and lakes.',
    startDoc: 'data/intro',
  },
  {
    sidebarId: 'dotnetSidebar',
    dirName: 'dotnet',
    navLabel: '.NET',
    title: '.NET',
    summary:
      'The modern .NET platform and C#: the SDK, project files, NuGet, and a first program with tests.',
    startDoc: 'dotnet/intro',
  },
  {
    sidebarId: 'pythonSidebar',
    dirName: 'python',
    navLabel: 'Python',
    title: 'Python',
    summary:
      'Install Python, learn the core language, read tracebacks, and keep every project in its own virtual environment.',
    startDoc: 'python/intro',
  },
  {
    sidebarId: 'devopsSidebar',
    dirName: 'devops',
    navLabel: 'DevOps',
    title: 'DevOps',
    summary:
      'Unix, PowerShell, Git, GitHub Actions, Docker, Kubernetes and Terraform, in the order you need them.',
    startDoc: 'devops/intro',
  },
  {
    sidebarId: 'sreSidebar',
    dirName: 'sre',
    navLabel: 'SRE',
    title: 'SRE',
    summary:
      'Reliability as an engineering problem: SLIs, SLOs, error budgets, alerting and blameless postmortems.',
    startDoc: 'sre/intro',
  },
  {
    sidebarId: 'securitySidebar',
    dirName: 'security',
    navLabel: 'Security',
    title: 'Security',
    summary:
      'The CIA triad, least privilege and secrets handling, plus the networking you need: IP, OSI and devices.',
    startDoc: 'security/intro',
  },
  {
    sidebarId: 'refsSidebar',
    dirName: 'references',
    navLabel: 'References',
    title: 'References',
    summary:
      'Quick look-ups: a Python cheat sheet, DNS records and tools, VS Code shortcuts, and curated bookmarks.',
    startDoc: 'references/bookmarks',
  },
] as const satisfies readonly Track[];
