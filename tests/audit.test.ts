/**
 * scripts/audit.mjs (npm run audit:deps): fails on high/critical advisories that
 * audit-allowlist.json does not accept, passes allowed ones, and does not
 * fail CI when the audit service is unreachable. npm is replaced by a stub
 * that prints a recorded `npm audit --json` answer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {ALLOWLIST_FILE, loadAllowlist, runAudit} from '../scripts/audit.mjs';

const stubDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-test-'));
afterAll(() => fs.rmSync(stubDir, {recursive: true, force: true}));

/** A fake `npm` that prints `answer` and exits with `status`, like `npm audit --json`. */
function fakeNpm(name: string, answer: unknown, status: number): string {
  const file = path.join(stubDir, name);
  fs.writeFileSync(file, `#!/bin/sh\ncat <<'JSON'\n${JSON.stringify(answer)}\nJSON\nexit ${status}\n`, {mode: 0o755});
  return file;
}

function vulnerability(name: string, severity: string, ghsa: string) {
  return {
    name,
    severity,
    isDirect: false,
    via: [{source: 1, name, dependency: name, title: `${name} flaw`, url: `https://github.com/advisories/${ghsa}`, severity, range: '<9.9.9'}],
    effects: [],
    range: '<9.9.9',
    nodes: [`node_modules/${name}`],
    fixAvailable: false,
  };
}

function audit(npm: string, required = false) {
  const out: string[] = [];
  const status = runAudit({npm, required, log: (line) => out.push(line), error: (line) => out.push(line)});
  return {status, output: out.join('\n')};
}

describe('npm run audit:deps', () => {
  it('the real allow-list is valid and every entry has a reason', () => {
    const entries = loadAllowlist(ALLOWLIST_FILE);
    for (const entry of entries) expect(entry.reason.length, entry.id).toBeGreaterThan(40);
  });

  it('fails on a critical advisory that is not allowed, naming package and advisory', () => {
    const npm = fakeNpm('critical', {auditReportVersion: 2, vulnerabilities: {'evil-pkg': vulnerability('evil-pkg', 'critical', 'GHSA-aaaa-bbbb-cccc')}}, 1);
    const {status, output} = audit(npm);
    expect(status).toBe(1);
    expect(output).toContain('critical evil-pkg <9.9.9 GHSA-AAAA-BBBB-CCCC');
  });

  it('passes when the only high advisory is in the allow-list, and shows the reason', () => {
    const [entry] = loadAllowlist(ALLOWLIST_FILE);
    const npm = fakeNpm('allowed', {auditReportVersion: 2, vulnerabilities: {[entry.package]: vulnerability(entry.package, 'high', entry.id)}}, 1);
    const {status, output} = audit(npm);
    expect(status, output).toBe(0);
    expect(output).toContain(`allowed: high ${entry.package}`);
    expect(output).toContain(entry.reason);
  });

  it('moderate advisories are listed but do not fail', () => {
    const npm = fakeNpm('moderate', {auditReportVersion: 2, vulnerabilities: {'dev-server': vulnerability('dev-server', 'moderate', 'GHSA-dddd-eeee-ffff')}}, 1);
    const {status, output} = audit(npm);
    expect(status).toBe(0);
    expect(output).toContain('not failing: moderate dev-server');
  });

  it('an unreachable registry prints one notice (no "[WARNING]") and does not fail', () => {
    const npm = fakeNpm('offline', {error: {code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org failed', detail: ''}}, 1);
    const {status, output} = audit(npm);
    expect(status).toBe(0);
    expect(output).toMatch(/Dependency audit NOT run/);
    expect(output).not.toContain('[WARNING]');
  });

  it('an unreachable registry fails when AUDIT_REQUIRED=1', () => {
    const npm = fakeNpm('offline-required', {message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405}, 1);
    expect(audit(npm, true).status).toBe(1);
  });

  it('a project error (no lockfile) fails instead of being skipped', () => {
    const npm = fakeNpm('nolock', {error: {code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: ''}}, 1);
    const {status, output} = audit(npm);
    expect(status).toBe(1);
    expect(output).toContain('ENOLOCK');
  });
});
