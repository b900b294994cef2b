/**
 * Python, SQL, TOML and INI blocks, read by Python's standard library (python-checks.py): Python
 * is compiled by every supported interpreter, as the runnable examples are run by each; the
 * others are read once, by the newest.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {pythonInterpreters} from '../run.mjs';
import {run} from './support.mjs';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'python-checks.py');
const TOOLS = {
  python: 'compile()',
  sql: 'SQLite (Python sqlite3)',
  toml: 'tomllib',
  ini: 'configparser',
};

async function checkWith(python, inputs) {
  const program = python.bin ? path.join(python.bin, 'python3') : 'python3';
  const blocks = inputs.map(({code, language}, id) => ({id, code, language}));
  const {stdout, stderr, code} = await run(program, [SCRIPT], {input: JSON.stringify(blocks)});
  if (code !== 0) throw new Error(`${SCRIPT} failed with ${python.label}:\n${stderr}`);
  return JSON.parse(stdout).map(({id, line, column, rule, message}) => {
    const input = inputs[id];
    const tool =
      input.language === 'python' ? `compile() in ${python.label}` : TOOLS[input.language];
    return {input, line: line ?? undefined, column: column ?? undefined, tool, rule, message};
  });
}

export default {
  languages: Object.keys(TOOLS),
  async check(inputs) {
    const pythons = pythonInterpreters();
    const code = inputs.filter((input) => input.language === 'python');
    const data = inputs.filter((input) => input.language !== 'python');
    const found = await Promise.all([
      ...pythons.map((python) => (code.length > 0 ? checkWith(python, code) : [])),
      data.length > 0 ? checkWith(pythons.at(-1), data) : [],
    ]);
    const labels = pythons.map((python) => python.label).join(', ');
    for (const input of code) input.tools.add(`compile() in ${labels}`);
    for (const input of data) input.tools.add(TOOLS[input.language]);
    return found.flat();
  },
};
