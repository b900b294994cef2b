#!/usr/bin/env node
/**
 * Dependency audit of what the site ships and builds with:
 *
 *   node scripts/audit.mjs            (npm run audit:deps)
 *
 * Runs `npm audit --omit=dev --json` and fails (exit 1) on every high or
 * critical advisory that is not in audit-allowlist.json, where each accepted
 * advisory carries the reason it cannot hurt this site. Moderate and low
 * advisories are listed but do not fail.
 *
 * When the audit service cannot be reached (offline CI, a registry mirror
 * without the audit endpoint), it prints one line saying the audit did not
 * run and exits 0, so CI without network access still passes. Set
 * AUDIT_REQUIRED=1 to make that a failure (e.g. in a release job).
 *
 * Allow-list entries that no longer match any advisory are reported so they
 * can be removed.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ALLOWLIST_FILE = path.join(projectDir, 'audit-allowlist.json');
export const FAILING_SEVERITIES = ['high', 'critical'];

/** npm error codes and HTTP statuses that mean "no audit service", not "bad project". */
const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EPROTO',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'CERT_HAS_EXPIRED',
  'E400',
  'E403',
  'E404',
  'E405',
  'E408',
  'E429',
  'E500',
  'E502',
  'E503',
  'E504',
]);

/** The GHSA id of an advisory (from its URL), else npm's numeric source id. */
function advisoryId(via) {
  const ghsa = /GHSA-[\w]{4}-[\w]{4}-[\w]{4}/i.exec(via.url ?? '');
  return ghsa ? ghsa[0].toUpperCase() : String(via.source ?? via.name);
}

/**
 * Reads `npm audit --json` output.
 * @returns {{kind: 'report', advisories: Array<{id: string, package: string, severity: string, title: string, url: string, range: string}>}
 *   | {kind: 'unreachable', reason: string}
 *   | {kind: 'error', reason: string}}
 */
export function parseAuditOutput(stdout) {
  let data;
  try {
    data = JSON.parse(stdout);
  } catch {
    return {kind: 'error', reason: `npm audit printed no JSON: ${stdout.slice(0, 300)}`};
  }
  if (data && typeof data === 'object' && data.vulnerabilities && typeof data.vulnerabilities === 'object') {
    const byId = new Map();
    for (const vulnerability of Object.values(data.vulnerabilities)) {
      for (const via of vulnerability.via ?? []) {
        // A string `via` names another vulnerable package; its advisories are listed under that package.
        if (typeof via !== 'object' || via === null) continue;
        const id = advisoryId(via);
        if (!byId.has(id)) {
          byId.set(id, {
            id,
            package: via.name ?? vulnerability.name,
            severity: via.severity ?? vulnerability.severity,
            title: via.title ?? '',
            url: via.url ?? '',
            range: via.range ?? '',
          });
        }
      }
    }
    return {kind: 'report', advisories: [...byId.values()]};
  }
  // npm's error JSON: {error: {code, summary, detail}} or, for HTTP errors, {message, statusCode, ...}.
  const error = data?.error ?? {};
  const code = error.code ?? data?.code ?? (data?.statusCode ? `E${data.statusCode}` : undefined);
  const summary = [data?.message, error.summary, error.detail].filter(Boolean).join(' ').trim() || JSON.stringify(data).slice(0, 300);
  if ((code && NETWORK_CODES.has(String(code))) || data?.statusCode) {
    return {kind: 'unreachable', reason: summary};
  }
  return {kind: 'error', reason: `${code ? `${code}: ` : ''}${summary}`};
}

/** Reads and checks audit-allowlist.json. */
export function loadAllowlist(file = ALLOWLIST_FILE) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  const entries = data.advisories ?? [];
  for (const entry of entries) {
    if (!/^GHSA-/i.test(entry.id ?? '') || !entry.package || !(entry.reason ?? '').trim()) {
      throw new Error(`${path.basename(file)}: every entry needs an id (GHSA-...), a package and a reason: ${JSON.stringify(entry)}`);
    }
  }
  return entries;
}

/** Sorts advisories into failing, allowed and minor, and finds stale allow-list entries. */
export function evaluate(advisories, allowlist) {
  const allowedIds = new Map(allowlist.map((entry) => [entry.id.toUpperCase(), entry]));
  const serious = advisories.filter((advisory) => FAILING_SEVERITIES.includes(advisory.severity));
  return {
    failing: serious.filter((advisory) => !allowedIds.has(advisory.id)),
    allowed: serious.filter((advisory) => allowedIds.has(advisory.id)).map((advisory) => ({...advisory, reason: allowedIds.get(advisory.id).reason})),
    minor: advisories.filter((advisory) => !FAILING_SEVERITIES.includes(advisory.severity)),
    stale: allowlist.filter((entry) => !advisories.some((advisory) => advisory.id === entry.id.toUpperCase())),
  };
}

function describe(advisory) {
  return `${advisory.severity} ${advisory.package} ${advisory.range} ${advisory.id}: ${advisory.title}${advisory.url ? ` (${advisory.url})` : ''}`;
}

/** Runs the audit and returns the exit code; `log`/`error` receive the lines to print. */
export function runAudit({
  npm = process.platform === 'win32' ? 'npm.cmd' : 'npm',
  cwd = projectDir,
  allowlistFile = ALLOWLIST_FILE,
  required = process.env.AUDIT_REQUIRED === '1',
  log = console.log,
  error = console.error,
} = {}) {
  const allowlist = loadAllowlist(allowlistFile);
  const result = spawnSync(npm, ['audit', '--omit=dev', '--json'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  if (result.error) {
    error(`npm audit could not start: ${result.error.message}`);
    return 1;
  }
  const parsed = parseAuditOutput(result.stdout);
  if (parsed.kind === 'unreachable') {
    const line = `Dependency audit NOT run: the npm audit service could not be reached (${parsed.reason}).`;
    if (required) {
      error(`${line} AUDIT_REQUIRED=1, so this fails.`);
      return 1;
    }
    log(`${line} Run \`npm run audit:deps\` where the registry is reachable.`);
    return 0;
  }
  if (parsed.kind === 'error') {
    error(`npm audit failed: ${parsed.reason}`);
    return 1;
  }

  const {failing, allowed, minor, stale} = evaluate(parsed.advisories, allowlist);
  log(
    `npm audit --omit=dev: ${parsed.advisories.length} advisories ` +
      `(${failing.length} failing, ${allowed.length} allowed high/critical, ${minor.length} moderate/low).`,
  );
  for (const advisory of allowed) log(`  allowed: ${describe(advisory)}\n    reason: ${advisory.reason}`);
  for (const advisory of minor) log(`  not failing: ${describe(advisory)}`);
  for (const entry of stale) log(`  audit-allowlist.json entry ${entry.id} (${entry.package}) matches nothing any more: remove it.`);
  if (failing.length > 0) {
    error(`\n${failing.length} high/critical advisories are not in audit-allowlist.json:`);
    for (const advisory of failing) error(`  ${describe(advisory)}`);
    error('Upgrade or override the package, or, if it cannot affect this site, add it to audit-allowlist.json with the reason.');
    return 1;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runAudit();
}
