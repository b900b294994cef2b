export const ALLOWLIST_FILE: string;
export const FAILING_SEVERITIES: string[];
export type Advisory = {id: string; package: string; severity: string; title: string; url: string; range: string};
export type AllowlistEntry = {id: string; package: string; severity?: string; reason: string; reviewed?: string};
export function parseAuditOutput(
  stdout: string,
):
  | {kind: 'report'; advisories: Advisory[]}
  | {kind: 'unreachable'; reason: string}
  | {kind: 'error'; reason: string};
export function loadAllowlist(file?: string): AllowlistEntry[];
export function evaluate(
  advisories: Advisory[],
  allowlist: AllowlistEntry[],
): {
  failing: Advisory[];
  allowed: Array<Advisory & {reason: string}>;
  minor: Advisory[];
  stale: AllowlistEntry[];
};
export function runAudit(options?: {
  npm?: string;
  cwd?: string;
  allowlistFile?: string;
  required?: boolean;
  log?: (line: string) => void;
  error?: (line: string) => void;
}): number;
