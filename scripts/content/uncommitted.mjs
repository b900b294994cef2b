/**
 * Pages not committed yet. Docusaurus dates a doc from its git history and warns, without naming
 * them, about files git has no history for; that is no mistake in a page an author has not
 * committed yet, so the build gates let that one warning pass while such pages exist.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {markdownFiles} from '../examples/extract.mjs';

/** Content files that are not in git's last commit (new pages), relative to the site. */
export function uncommittedContent(siteDir) {
  let committed;
  try {
    const listing = execFileSync('git', ['ls-tree', '-r', '--name-only', 'HEAD', '--', '.'], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    committed = new Set(listing.split('\n'));
  } catch {
    return []; // not a git checkout: Docusaurus dates nothing, and does not warn
  }
  const content = markdownFiles(path.join(siteDir, 'docs'), path.join(siteDir, 'blog'));
  return content.map((file) => path.relative(siteDir, file)).filter((file) => !committed.has(file));
}

/** Whether a warning is Docusaurus' "no git date" warning, explained by uncommitted pages. */
export const isUncommittedDateWarning = (warning, uncommitted) =>
  uncommitted.length > 0 && /Cannot infer the update date for some files/.test(warning);
