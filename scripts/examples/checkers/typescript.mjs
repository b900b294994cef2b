/**
 * JavaScript and TypeScript blocks (js, jsx, ts, tsx), read by the TypeScript compiler: every
 * block is parsed, and TypeScript is type-checked too (strict, React's types for TSX), each block
 * a module of its own in one program.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));
const EXTENSIONS = {javascript: '.mjs', jsx: '.jsx', typescript: '.ts', tsx: '.tsx'};
const TOOL = `TypeScript ${ts.version}`;
const OPTIONS = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  allowJs: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
};

export default {
  languages: Object.keys(EXTENSIONS),
  async check(inputs) {
    // The blocks sit in the repository's folder, so `react` resolves to its node_modules.
    const files = new Map(
      inputs.map((input, i) => [
        path.join(REPOSITORY, `code-block-${i}${EXTENSIONS[input.language]}`),
        input,
      ]),
    );
    const host = ts.createCompilerHost(OPTIONS);
    const {getSourceFile, fileExists, readFile} = host;
    host.fileExists = (file) => files.has(file) || fileExists(file);
    host.readFile = (file) => files.get(file)?.code ?? readFile(file);
    host.getSourceFile = (file, language, ...rest) =>
      files.has(file)
        ? ts.createSourceFile(file, files.get(file).code, language, true)
        : getSourceFile(file, language, ...rest);
    const program = ts.createProgram({rootNames: [...files.keys()], options: OPTIONS, host});
    const findings = [];
    for (const [file, input] of files) {
      const source = program.getSourceFile(file);
      const typed = input.language === 'typescript' || input.language === 'tsx';
      const diagnostics = [
        ...program.getSyntacticDiagnostics(source),
        ...(typed ? program.getSemanticDiagnostics(source) : []),
      ];
      for (const diagnostic of diagnostics) {
        const {line, character} = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
        findings.push({
          input,
          line: line + 1,
          column: character + 1,
          tool: TOOL,
          rule: `TS${diagnostic.code}`,
          message,
        });
      }
      input.tools.add(TOOL);
    }
    return findings;
  },
};
