/**
 * Terraform and Dockerfile blocks: HCL parsed by HashiCorp's own parser (@cdktf/hcl2json, the
 * hcl library compiled to WebAssembly), Dockerfiles linted by dockerfile-utils (the linter of
 * the Dockerfile language server in VS Code's Docker extension).
 */
import {parse} from '@cdktf/hcl2json';
import {ValidationCode, validate} from 'dockerfile-utils';
import {versioned} from './support.mjs';

const HCL = `HashiCorp HCL (${versioned('@cdktf/hcl2json')})`;
const DOCKERFILE = versioned('dockerfile-utils');
const CODE_NAMES = Object.fromEntries(
  Object.entries(ValidationCode).map(([name, code]) => [code, name]),
);

async function checkHcl(input) {
  input.tools.add(HCL);
  try {
    await parse(input.block.title ?? 'main.tf', input.code);
    return [];
  } catch (error) {
    // "parse config: [main.tf:2,7-3,1: Summary; Detail. main.tf:4,1-2: ...]"
    const text = String(error.message ?? error);
    const diagnostics = [
      ...text.matchAll(/[^\s[]+:(\d+),(\d+)-[\d,]+: (.*?)(?= [^\s[]+:\d+,\d+-[\d,]+: |\]$|$)/gs),
    ];
    if (diagnostics.length === 0) return [{input, tool: HCL, rule: 'syntax', message: text}];
    return diagnostics.map(([, line, column, message]) => ({
      input,
      line: Number(line),
      column: Number(column),
      tool: HCL,
      rule: 'syntax',
      message,
    }));
  }
}

function checkDockerfile(input) {
  input.tools.add(DOCKERFILE);
  return validate(input.code).map(({range, code, message}) => ({
    input,
    line: range.start.line + 1,
    column: range.start.character + 1,
    tool: DOCKERFILE,
    rule: CODE_NAMES[code] ?? String(code),
    message,
  }));
}

export default {
  languages: ['hcl', 'dockerfile'],
  async check(inputs) {
    const found = await Promise.all(
      inputs.map((input) => (input.language === 'hcl' ? checkHcl(input) : checkDockerfile(input))),
    );
    return found.flat();
  },
};
