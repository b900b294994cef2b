/**
 * C and C++ blocks, compiled (syntax and types, no linking) by GCC with its warnings on; Go blocks
 * parsed by Go's own parser (gofmt, compiled to WebAssembly: @wasm-fmt/gofmt). GCC is Debian's
 * `gcc` and `g++`, which .ci/run installs where they are missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {format as gofmt} from '@wasm-fmt/gofmt';
import {run, scratchDir, versioned} from './support.mjs';

const GOFMT = `gofmt (${versioned('@wasm-fmt/gofmt')})`;
const COMPILERS = {
  c: {program: 'gcc', extension: '.c', flags: ['-std=c17']},
  cpp: {program: 'g++', extension: '.cpp', flags: ['-std=c++20']},
};

function checkGo(input) {
  input.tools.add(GOFMT);
  try {
    gofmt(input.code);
    return [];
  } catch (error) {
    const [, line, column, message] = /^(?:Error: )?(\d+):(\d+): (.*)$/s.exec(String(error)) ?? [];
    return [
      {
        input,
        line: Number(line) || undefined,
        column: Number(column) || undefined,
        tool: GOFMT,
        rule: 'syntax',
        message: message ?? String(error),
      },
    ];
  }
}

async function checkWithGcc(input, file) {
  const {program, extension, flags} = COMPILERS[input.language];
  fs.writeFileSync(`${file}${extension}`, `${input.code}\n`);
  const args = [
    ...flags,
    '-fsyntax-only',
    '-Wall',
    '-Wextra',
    '-fdiagnostics-format=json',
    `${file}${extension}`,
  ];
  const [{stdout: version}, {stderr}] = await Promise.all([
    run(program, ['-dumpfullversion']),
    run(program, args),
  ]);
  const tool = `GCC ${version.trim()} (${program})`;
  input.tools.add(tool);
  return JSON.parse(stderr || '[]').map(({kind, message, option, locations}) => ({
    input,
    line: locations?.[0]?.caret.line,
    column: locations?.[0]?.caret['display-column'],
    tool,
    rule: option ?? kind,
    message,
  }));
}

export default {
  languages: ['c', 'cpp', 'go'],
  async check(inputs) {
    const dir = scratchDir();
    const found = await Promise.all(
      inputs.map((input, i) =>
        input.language === 'go'
          ? checkGo(input)
          : checkWithGcc(input, path.join(dir, `block-${i}`)),
      ),
    );
    return found.flat();
  },
};
