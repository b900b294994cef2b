/**
 * YAML blocks: parsed by the yaml package (YAML 1.2; a duplicate key fails), then checked by the
 * tool of what they are: Kubernetes manifests (kubernetes.mjs), GitHub Actions workflows and
 * fragments of them (github-actions.mjs), Compose files (dclint, the Compose Specification's
 * schema and its correctness rules). Other YAML is checked as YAML.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DCLinter} from 'dclint';
import {parseAllDocuments} from 'yaml';
import {SITE_DISABLED_RULES} from '../site-rules.mjs';
import {checkWorkflowBlocks, workflowShape} from './github-actions.mjs';
import {checkManifests, isManifest} from './kubernetes.mjs';
import {lineAndColumn, scratchDir, versioned} from './support.mjs';

const YAML = versioned('yaml');
const DCLINT = versioned('dclint');

const isComposeTitle = (title) => /(^|\/)(docker-)?compose(\.[\w-]+)?\.ya?ml$/.test(title ?? '');
const isCompose = (value, title) =>
  isComposeTitle(title) ||
  (typeof value?.services === 'object' && value.services !== null && !value.apiVersion);

/** dclint's findings for Compose blocks, its schema's errors placed on the line of their path. */
function lintCompose(entries) {
  const dir = scratchDir();
  const files = entries.map(({input}, index) => {
    const file = path.join(dir, String(index), 'compose.yaml');
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, `${input.code}\n`);
    return file;
  });
  const rules = Object.fromEntries(
    Object.keys(SITE_DISABLED_RULES.dclint).map((rule) => [rule, 0]),
  );
  const results = new DCLinter({rules, quiet: false, debug: false, exclude: []}).lintFiles(
    files,
    false,
  );
  return results.flatMap((result) => {
    const {input, document} = entries[files.indexOf(result.filePath)];
    input.tools.add(DCLINT);
    return result.messages.map(({line, column, rule, message}) => {
      const schemaPath = /instancePath="([^"]*)"/.exec(message)?.[1];
      if (schemaPath !== undefined) {
        const keys = schemaPath
          .split('/')
          .slice(1)
          .map((k) => (/^\d+$/.test(k) ? Number(k) : k));
        const node = document.getIn(keys, true) ?? document.contents;
        ({line, column} = lineAndColumn(input.code, node?.range[0] ?? 0));
      }
      return {input, line, column, tool: DCLINT, rule, message};
    });
  });
}

export default {
  languages: ['yaml'],
  async check(inputs) {
    const findings = [];
    const compose = [];
    const workflows = [];
    for (const input of inputs) {
      const documents = parseAllDocuments(input.code).map((document) => ({
        document,
        value: document.toJS(),
      }));
      const problems = documents.flatMap(({document}) => [
        ...document.errors,
        ...document.warnings,
      ]);
      for (const {linePos, code, message} of problems) {
        const [line, column] = [linePos?.[0].line, linePos?.[0].col];
        findings.push({
          input,
          line,
          column,
          tool: YAML,
          rule: code,
          message: message.split('\n')[0].replace(/:$/, ''),
        });
      }
      input.tools.add(YAML);
      if (problems.length > 0) continue;
      const values = documents.map(({value}) => value).filter((value) => value !== null);
      const shape = values.length === 1 ? workflowShape(values[0], input.block.title) : undefined;
      if (isManifest(values)) findings.push(...checkManifests(input, documents));
      else if (shape) workflows.push({input, shape});
      else if (values.length === 1 && isCompose(values[0], input.block.title))
        compose.push({input, document: documents.find(({value}) => value !== null).document});
    }
    const linted = workflows.length > 0 ? checkWorkflowBlocks(workflows) : [];
    if (compose.length > 0) findings.push(...lintCompose(compose));
    return [...findings, ...(await linted)];
  },
};
