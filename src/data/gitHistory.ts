import {execFileSync} from 'node:child_process';

export type GitHistory = 'full' | 'shallow' | 'none';

/**
 * How much git history the checkout has. "Last updated" dates come from git: a shallow clone would
 * date every page to its single commit, and a folder without git would make the build warn, so
 * dates are shown only with full history.
 */
export function gitHistory(cwd: string = process.cwd()): GitHistory {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return shallow === 'true' ? 'shallow' : 'full';
  } catch {
    return 'none';
  }
}
