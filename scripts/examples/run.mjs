/**
 * Runs runnable examples (see extract.mjs) and compares what they print with
 * the output shown to readers.
 *
 * Each example runs in a fresh temporary directory, or in its page's session
 * directory when marked `session=NAME`, with a fixed environment so output is
 * reproducible: UTC time zone, C.UTF-8 locale, a throwaway HOME shown to
 * readers as /home/learner, and Git identity and dates pinned so commit
 * hashes are the same on every machine. The network is cut off where the
 * kernel allows (unshare), and a block that needs it is reported as such.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where readers see the example run; replaces the temporary HOME in output. */
export const SHOWN_HOME = '/home/learner';

const DEFAULT_FILE = {bash: 'example.sh', python: 'example.py', node: 'example.mjs'};

const COMMAND = {
  bash: (file) => ['bash', [file]],
  python: (file) => ['python3', ['-u', file]],
  node: (file) => ['node', [file]],
};

const NETWORK_FAILURE =
  /Could not resolve host|Temporary failure in name resolution|Name or service not known|Network is unreachable|getaddrinfo|ENOTFOUND|EAI_AGAIN|ENETUNREACH|No address associated with hostname/;

let canIsolateNetwork;
function networkIsolationAvailable() {
  if (canIsolateNetwork === undefined) {
    const probe = spawnSync('unshare', ['--net', '--map-root-user', 'true'], {stdio: 'ignore'});
    canIsolateNetwork = probe.status === 0;
  }
  return canIsolateNetwork;
}

function gitConfig(home) {
  fs.writeFileSync(
    path.join(home, '.gitconfig'),
    [
      '[user]',
      '\tname = Ada Learner',
      '\temail = ada@example.com',
      '[init]',
      '\tdefaultBranch = main',
      '[core]',
      '\tpager = cat',
      '',
    ].join('\n'),
  );
}

function environment(home, pythonBin) {
  const pinnedDate = '2025-01-15T10:00:00+00:00';
  return {
    PATH: pythonBin ? `${pythonBin}${path.delimiter}${process.env.PATH}` : process.env.PATH,
    HOME: home,
    USER: 'learner',
    LOGNAME: 'learner',
    SHELL: '/bin/bash',
    TERM: 'dumb',
    NO_COLOR: '1',
    COLUMNS: '80',
    TZ: 'UTC',
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    PYTHONHASHSEED: '0',
    PYTHONDONTWRITEBYTECODE: '1',
    PYTHONUNBUFFERED: '1',
    GIT_AUTHOR_DATE: pinnedDate,
    GIT_COMMITTER_DATE: pinnedDate,
    GIT_CONFIG_NOSYSTEM: '1',
  };
}

/** A working directory for one example or one session of a page. */
export function createWorkspace() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nsl-example-'));
  const home = path.join(root, 'home');
  const project = path.join(home, 'project');
  fs.mkdirSync(project, {recursive: true});
  gitConfig(home);
  return {root, home, project};
}

function titleOf(example) {
  const match = /title="([^"]+)"/.exec(example.meta ?? '');
  return match ? path.basename(match[1]) : undefined;
}

/** Runs one example in a workspace and resolves with what it printed. */
export function runExample(example, workspace, pythonBin) {
  const fileName = example.fileName ?? titleOf(example) ?? DEFAULT_FILE[example.runner];
  fs.writeFileSync(path.join(workspace.project, fileName), `${example.code}\n`);
  const [command, args] = COMMAND[example.runner](fileName);
  const quoted = [command, ...args].map((part) => `'${part}'`).join(' ');
  const shell = `exec ${quoted} 2>&1`;
  const [program, programArgs] = networkIsolationAvailable()
    ? ['unshare', ['--net', '--map-root-user', 'bash', '-c', shell]]
    : ['bash', ['-c', shell]];

  return new Promise((resolve) => {
    const child = spawn(program, programArgs, {
      cwd: workspace.project,
      env: environment(workspace.home, pythonBin),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, example.timeoutSeconds * 1000);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({
        output: output.split(workspace.home).join(SHOWN_HOME),
        exitCode,
        timedOut,
      });
    });
  });
}

function normalise(text) {
  return text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

/**
 * Compares printed output with the expected block. A line of exactly `...`
 * in the expected output stands for any number of lines (for output that
 * legitimately varies, such as timings).
 */
export function outputMatches(expected, actual) {
  const want = normalise(expected).split('\n');
  const got = normalise(actual).split('\n');
  const match = (i, j) => {
    if (i === want.length) return j === got.length;
    if (want[i] === '...') {
      for (let k = j; k <= got.length; k += 1) if (match(i + 1, k)) return true;
      return false;
    }
    return j < got.length && want[i] === got[j] && match(i + 1, j + 1);
  };
  return match(0, 0);
}

/** A small line diff (- expected, + actual) for failure messages. */
export function lineDiff(expected, actual) {
  const a = normalise(expected).split('\n');
  const b = normalise(actual).split('\n');
  const table = Array.from({length: a.length + 1}, () => new Array(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  const out = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push(`  ${a[i]}`);
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || table[i][j + 1] >= table[i + 1][j])) {
      out.push(`+ ${b[j]}`);
      j += 1;
    } else {
      out.push(`- ${a[i]}`);
      i += 1;
    }
  }
  return out.join('\n');
}

/**
 * The Python interpreters to check Python examples with: every supported
 * version (3.11 and newer) that pyenv holds, as readers run different ones;
 * PYTHON_VERSIONS="3.12.1 3.13.0" picks some; without pyenv, the python3 on
 * PATH alone. Each is {label, bin}: bin goes first on PATH.
 */
export function pythonInterpreters() {
  const root = process.env.PYENV_ROOT ?? path.join(os.homedir(), '.pyenv');
  const installed = fs.existsSync(path.join(root, 'versions')) ? fs.readdirSync(path.join(root, 'versions')) : [];
  const wanted = process.env.PYTHON_VERSIONS?.split(/\s+/).filter(Boolean);
  const versions = installed
    .filter((version) => (wanted ? wanted.includes(version) : /^3\.(1[1-9]|[2-9]\d)\.\d+$/.test(version)))
    .sort((a, b) => a.localeCompare(b, 'en', {numeric: true}));
  if (versions.length === 0) return [{label: 'python3 on PATH', bin: undefined}];
  return versions.map((version) => ({label: `Python ${version}`, bin: path.join(root, 'versions', version, 'bin')}));
}

/** Whether a page's examples run Python, directly or from the shell. */
export function usesPython(examples) {
  return examples.some((example) => example.runner === 'python' || /\bpython3?\b|\bpip3?\b/.test(example.code));
}

/**
 * Runs every example (grouped into sessions per file) and returns one result
 * per example: {example, ok, message}. `pythonBin` runs them with that
 * Python first on PATH, and `label` names it in failures.
 */
export async function checkExamples(examples, {pythonBin, label} = {}) {
  const sessions = new Map();
  const results = [];
  for (const example of examples) {
    let workspace;
    if (example.session) {
      const key = `${example.file}#${example.session}`;
      if (!sessions.has(key)) sessions.set(key, createWorkspace());
      workspace = sessions.get(key);
    } else {
      workspace = createWorkspace();
    }
    const where = `${example.file}:${example.line} (${example.lang}${label ? `, ${label}` : ''})`;
    const run = await runExample(example, workspace, pythonBin);
    let message;
    if (run.timedOut) {
      message = `${where}: stopped after its time limit of ${example.timeoutSeconds}s; the example hangs or is too slow (raise it with timeout=SECONDS)`;
    } else if (!outputMatches(example.expected, run.output)) {
      const network = NETWORK_FAILURE.test(run.output)
        ? '\nThe example tried to use the network, which examples may not do: show its output without marking it runnable.'
        : '';
      message = `${where}: output differs from the text output block shown to readers (exit code ${run.exitCode})${network}\n--- expected\n+++ actual\n${lineDiff(example.expected, run.output)}`;
    }
    results.push({example, ok: !message, message, output: run.output});
    if (!example.session) fs.rmSync(workspace.root, {recursive: true, force: true});
  }
  for (const workspace of sessions.values()) {
    fs.rmSync(workspace.root, {recursive: true, force: true});
  }
  return results;
}
