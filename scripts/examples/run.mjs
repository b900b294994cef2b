/**
 * Runs runnable examples (see extract.mjs) and compares what they print with the output shown to
 * readers. Each runs in a fresh temporary folder, or its page's session folder, with a fixed
 * environment so output is reproducible: UTC, C.UTF-8, a throwaway HOME shown as /home/learner,
 * pinned Git identity and dates (the same commit hashes everywhere). The network is cut off where
 * the kernel allows (`unshare --net`); a block that needs it is named as such.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SHOWN_HOME = '/home/learner';
const RUN = {
  bash: ['example.sh', 'bash'],
  python: ['example.py', 'python3 -u'],
  node: ['example.mjs', 'node'],
};
const GITCONFIG =
  '[user]\n\tname = Ada Learner\n\temail = ada@example.com\n[init]\n\tdefaultBranch = main\n[core]\n\tpager = cat\n';
const NETWORK_FAILURE =
  /Could not resolve host|Temporary failure in name resolution|Name or service not known|Network is unreachable|getaddrinfo|ENOTFOUND|EAI_AGAIN|ENETUNREACH|No address associated with hostname/;

let canUnshare;
function networkIsolation() {
  canUnshare ??= spawnSync('unshare', ['--net', '--map-root-user', 'true']).status === 0;
  return canUnshare ? ['unshare', '--net', '--map-root-user'] : [];
}

/** What every example runs with, besides HOME and PATH, as in a shell `env` line; pinned Git dates. */
const FIXED_ENV = Object.fromEntries(
  `USER=learner LOGNAME=learner SHELL=/bin/bash TERM=dumb NO_COLOR=1 COLUMNS=80 TZ=UTC LANG=C.UTF-8
  LC_ALL=C.UTF-8 PYTHONHASHSEED=0 PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 GIT_CONFIG_NOSYSTEM=1
  GIT_AUTHOR_DATE=2025-01-15T10:00:00+00:00 GIT_COMMITTER_DATE=2025-01-15T10:00:00+00:00`
    .split(/\s+/)
    .map((pair) => pair.split('=')),
);

/** A folder for one example or one session: root/home/project, with a .gitconfig in home. */
function createWorkspace() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-example-'));
  const home = path.join(root, 'home');
  fs.mkdirSync(path.join(home, 'project'), {recursive: true});
  fs.writeFileSync(path.join(home, '.gitconfig'), GITCONFIG);
  return {root, home, project: path.join(home, 'project')};
}

/** Runs one example; coreutils `timeout` kills its whole process group at the limit. */
function runExample(example, workspace, pythonBin) {
  const title = /title="([^"]+)"/.exec(example.meta)?.[1];
  const [defaultFile, command] = RUN[example.runner];
  const fileName = title ? path.basename(title) : defaultFile;
  fs.writeFileSync(path.join(workspace.project, fileName), `${example.code}\n`);
  const timeout = ['timeout', '--signal=KILL', String(example.timeoutSeconds)];
  const shell = `exec ${command} '${fileName}' 2>&1`;
  const [program, ...args] = [...networkIsolation(), ...timeout, 'bash', '-c', shell];
  const run = spawnSync(program, args, {
    cwd: workspace.project,
    env: {
      ...FIXED_ENV,
      HOME: workspace.home,
      PATH: [pythonBin, process.env.PATH].filter(Boolean).join(path.delimiter),
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = `${run.stdout}${run.stderr}`.split(workspace.home).join(SHOWN_HOME);
  return {output, exitCode: run.status, timedOut: run.signal === 'SIGKILL'};
}

/** Lines without trailing spaces, CRLF, or leading and trailing blank lines. */
function lines(text) {
  return text
    .replace(/\r\n/g, '\n')
    .replace(/[^\S\n]+$/gm, '')
    .replace(/^\n+|\n+$/g, '')
    .split('\n');
}

/** Whether the output matches; a line of exactly `...` in the expected output stands for any lines. */
function outputMatches(expected, actual) {
  const pattern = lines(expected)
    .map((line) =>
      line === '...' ? '(?:.*\\n)*' : `${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`,
    )
    .join('');
  return new RegExp(`^${pattern}$`).test(`${lines(actual).join('\n')}\n`);
}

/** A line diff (- expected, + actual), by GNU diff, through files in `dir`. */
function lineDiff(expected, actual, dir) {
  const [want, got] = [path.join(dir, 'expected'), path.join(dir, 'actual')];
  fs.writeFileSync(want, `${lines(expected).join('\n')}\n`);
  fs.writeFileSync(got, `${lines(actual).join('\n')}\n`);
  const format = [
    '--old-line-format=- %L',
    '--new-line-format=+ %L',
    '--unchanged-line-format=  %L',
  ];
  return spawnSync('diff', [...format, want, got], {encoding: 'utf8'}).stdout.trimEnd();
}

/**
 * The Pythons to run Python examples with: every supported version (3.11+) that pyenv holds, as
 * readers run different ones; PYTHON_VERSIONS="3.12.1 3.13.0" picks some; else python3 on PATH.
 */
export function pythonInterpreters() {
  const versionsDir = path.join(process.env.PYENV_ROOT ?? `${os.homedir()}/.pyenv`, 'versions');
  const wanted = process.env.PYTHON_VERSIONS?.split(/\s+/).filter(Boolean);
  const versions = (fs.existsSync(versionsDir) ? fs.readdirSync(versionsDir) : [])
    .filter((version) =>
      wanted ? wanted.includes(version) : /^3\.(1[1-9]|[2-9]\d)\.\d+$/.test(version),
    )
    .sort((a, b) => a.localeCompare(b, 'en', {numeric: true}));
  if (versions.length === 0) return [{label: 'python3 on PATH', bin: undefined}];
  return versions.map((version) => ({
    label: `Python ${version}`,
    bin: path.join(versionsDir, version, 'bin'),
  }));
}

/** Whether a page's examples run Python, directly or from the shell. */
export function usesPython(examples) {
  return examples.some(
    ({runner, code}) => runner === 'python' || /\bpython3?\b|\bpip3?\b/.test(code),
  );
}

/**
 * Runs the examples in order, sessions per file; one {example, ok, message, output} per example.
 * `pythonBin` goes first on PATH; `label` names it in failures.
 */
export function checkExamples(examples, {pythonBin, label} = {}) {
  const sessions = new Map();
  const results = [];
  for (const example of examples) {
    const key = example.session && `${example.file}#${example.session}`;
    const workspace = (key && sessions.get(key)) ?? createWorkspace();
    if (key) sessions.set(key, workspace);
    const where = `${example.file}:${example.line} (${example.lang}${label ? `, ${label}` : ''})`;
    const run = runExample(example, workspace, pythonBin);
    let message;
    if (run.timedOut) {
      message = `${where}: stopped after its time limit of ${example.timeoutSeconds}s; the example hangs or is too slow (raise it with timeout=SECONDS)`;
    } else if (!outputMatches(example.expected, run.output)) {
      const network = NETWORK_FAILURE.test(run.output)
        ? '\nThe example tried to use the network, which examples may not do: show its output without marking it runnable.'
        : '';
      const diff = lineDiff(example.expected, run.output, workspace.root);
      message = `${where}: output differs from the text output block shown to readers (exit code ${run.exitCode})${network}\n--- expected\n+++ actual\n${diff}`;
    }
    results.push({example, ok: !message, message, output: run.output});
    if (!key) fs.rmSync(workspace.root, {recursive: true, force: true});
  }
  for (const {root} of sessions.values()) fs.rmSync(root, {recursive: true, force: true});
  return results;
}
