/**
 * Code blocks that do not run are read by their language's own tool: a broken block fails at its
 * line with the tool's rule (tests/fixtures/code-blocks/broken.md, one per checked language), a
 * valid block of every checked language passes (valid.md), and so do parts of workflows.
 */
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, expect, it} from 'vitest';
import {checkBlocks, formatFinding, pageBlocks} from '../scripts/examples/check-blocks.mjs';

const fixtures = path.join(__dirname, 'fixtures/code-blocks');
const broken = path.join(fixtures, 'broken.md');
const valid = path.join(fixtures, 'valid.md');
const check = (file: string) => checkBlocks(pageBlocks(file, fs.readFileSync(file, 'utf8')));

let brokenFindings: string[];
let validResults: Awaited<ReturnType<typeof checkBlocks>>;
beforeAll(async () => {
  const results = await check(broken);
  brokenFindings = results.flatMap((result) => result.findings.map(formatFinding));
  validResults = await check(valid);
}, 120_000);

it.each([
  ['sh block using [[', 10, 'ShellCheck', 'SC3010'],
  ['bash block with an unquoted $1', 14, 'ShellCheck', 'SC2086'],
  ['PowerShell block missing a )', 18, 'tree-sitter-powershell', 'syntax'],
  ['C# block missing a ;', 22, 'tree-sitter-c-sharp', 'syntax'],
  ['Rust block with an assignment of nothing', 27, 'tree-sitter-rust', 'syntax'],
  ['Kotlin block with an assignment of nothing', 33, 'tree-sitter-kotlin', 'syntax'],
  ['Swift block missing a )', 38, 'tree-sitter-swift', 'syntax'],
  ['YAML block with a duplicate key', 44, 'yaml', 'DUPLICATE_KEY'],
  ['Kubernetes manifest with a misspelled field', 53, 'kubernetes-models', 'unknown-field'],
  ['GitHub Actions workflow with an unknown key', 71, 'actionlint', 'syntax-check'],
  ['list of workflow steps with a misspelled action input', 79, 'actionlint', 'action'],
  ['Compose file with a misspelled service key', 85, 'dclint', 'invalid-schema'],
  ['Python block missing a )', 89, 'compile() in Python', 'SyntaxError'],
  ['SQL block with a misspelled keyword', 93, 'SQLite', 'OperationalError'],
  ['TOML block with an unterminated string', 98, 'tomllib', 'TOMLDecodeError'],
  ['INI block with an option set twice', 104, 'configparser', 'DuplicateOptionError'],
  ['JavaScript block declaring no name', 108, 'TypeScript', 'TS1134'],
  ['JSX block with a mismatched closing tag', 112, 'TypeScript', 'TS17002'],
  ['TypeScript block with a type error', 116, 'TypeScript', 'TS2322'],
  ['TSX block using an undeclared name', 120, 'TypeScript', 'TS2304'],
  ['MDX block with an unclosed component', 124, '@mdx-js/mdx', 'end-tag-mismatch'],
  ['Terraform block with an attribute set to nothing', 130, 'HashiCorp HCL', 'syntax'],
  ['Dockerfile with an unknown instruction', 136, 'dockerfile-utils', 'UNKNOWN_INSTRUCTION'],
  ['JSON block with a trailing comma', 140, 'JSON.parse', 'syntax'],
  ['XML block with an unclosed element', 144, 'fast-xml-parser', 'InvalidTag'],
  ['HTML block with a <div> in a <ul>', 148, 'html-validate', 'element-permitted-content'],
  ['CSS block with a misspelled property', 152, 'csstree-validator', 'SyntaxReferenceError'],
  ['GraphQL block missing a )', 156, 'graphql', 'syntax'],
  ['diff block with a line that is neither context, removed nor added', 161, 'diff', 'syntax'],
  ['C block using an undeclared name', 165, 'GCC', 'error'],
  ['C++ block using std::vector without its header', 169, 'GCC', 'error'],
  ['Go block with an assignment of nothing', 177, 'gofmt', 'syntax'],
])('a %s fails at its line, with the tool and its rule', (_, line, tool, rule) => {
  const atLine = [`${broken}:${line}:`, `${broken}:${line} `];
  const found = brokenFindings.filter((finding) => atLine.some((at) => finding.startsWith(at)));
  expect(found.join('\n')).toContain(tool);
  expect(found.join('\n')).toMatch(new RegExp(`[ :]${rule}: `));
});

it('a part of a workflow is checked for what it shows, not for the jobs and sections it leaves out', async () => {
  const results = await check(path.join(fixtures, 'workflow-fragments.md'));
  expect(results.flatMap((result) => result.findings.map(formatFinding))).toEqual([]);
  expect(
    results.map(({tools}) => [...tools].some((tool) => tool.startsWith('actionlint'))),
  ).toEqual([true, true, true]);
});

it('a valid block of every checked language passes, read by a tool', () => {
  const failures = validResults.flatMap((result) => result.findings.map(formatFinding));
  expect(failures).toEqual([]);
  const unread = validResults.filter(({status, tools}) => status !== 'checked' || tools.size === 0);
  expect(unread.map(({block}) => `${block.lang} block at line ${block.line}`)).toEqual([]);
  const languages = new Set(validResults.map(({block}) => block.lang));
  expect([...languages].sort()).toEqual(
    'bash c cpp csharp css diff dockerfile go graphql hcl html ini js json jsx kotlin md mdx powershell python rust sh sql swift toml ts tsx xml yaml'.split(
      ' ',
    ),
  );
});
