/**
 * PowerShell, C#, Rust, Kotlin and Swift blocks: parsed by their tree-sitter grammars (prebuilt
 * WebAssembly: VS Code's @vscode/tree-sitter-wasm, and tree-sitter-wasms for Kotlin and Swift,
 * which VS Code's set lacks), reporting where the grammar finds a syntax error. No parser of
 * these languages' own runs on Node; the grammars misread some valid code (see CONTRIBUTING.md).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import {commandsOfTranscript} from '../blocks.mjs';

const require = createRequire(import.meta.url);
const vscodeWasm = path.dirname(require.resolve('@vscode/tree-sitter-wasm'));
const treeSitterWasms = path.join(
  path.dirname(require.resolve('tree-sitter-wasms/package.json')),
  'out',
);
const GRAMMARS = {
  powershell: path.join(vscodeWasm, 'tree-sitter-powershell.wasm'),
  csharp: path.join(vscodeWasm, 'tree-sitter-c-sharp.wasm'),
  rust: path.join(vscodeWasm, 'tree-sitter-rust.wasm'),
  kotlin: path.join(treeSitterWasms, 'tree-sitter-kotlin.wasm'),
  swift: path.join(treeSitterWasms, 'tree-sitter-swift.wasm'),
};

/**
 * The code as the grammar reads it: C# 14's `#:` and `#!` lines (directives for `dotnet run
 * file.cs`, which the compiler ignores) are blank, since the C# grammar predates them.
 */
function prepared({code, language}) {
  if (language === 'csharp') return code.replace(/^#[:!].*$/gm, '');
  return language === 'powershell' ? commandsOfTranscript(code, language) : code;
}

/** The outermost ERROR and MISSING nodes of a tree, in order. */
function syntaxErrors(node, errors = []) {
  if (node.isError || node.isMissing) errors.push(node);
  else for (const child of node.children) syntaxErrors(child, errors);
  return errors;
}

let parsers;
async function parserFor(language) {
  const {Parser, Language} = require('@vscode/tree-sitter-wasm');
  parsers ??= Parser.init().then(() => new Map());
  const loaded = await parsers;
  if (!loaded.has(language)) {
    // V8 optimises a grammar in the background, and a process waits for that when it exits: 10 s
    // for PowerShell's, 6 s for Swift's. Its baseline compiler alone parses blocks fast enough.
    v8.setFlagsFromString('--liftoff-only');
    const grammar = await Language.load(fs.readFileSync(GRAMMARS[language]));
    v8.setFlagsFromString('--no-liftoff-only');
    const parser = new Parser();
    parser.setLanguage(grammar);
    loaded.set(language, parser);
  }
  return loaded.get(language);
}

export default {
  languages: Object.keys(GRAMMARS),
  async check(inputs) {
    const findings = [];
    for (const input of inputs) {
      const tool = `tree-sitter-${input.language === 'csharp' ? 'c-sharp' : input.language}`;
      const tree = (await parserFor(input.language)).parse(prepared(input));
      input.tools.add(tool);
      for (const node of syntaxErrors(tree.rootNode).slice(0, 3)) {
        const {row, column} = node.startPosition;
        const text = node.text.split('\n')[0].slice(0, 40);
        const message = node.isMissing
          ? `syntax error: missing ${node.type}`
          : `syntax error: the grammar cannot read \`${text}\``;
        findings.push({input, line: row + 1, column: column + 1, tool, rule: 'syntax', message});
      }
      tree.delete();
    }
    return findings;
  },
};
