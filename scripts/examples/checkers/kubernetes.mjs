/**
 * Kubernetes manifests: validated against the Kubernetes API schema that kubernetes-models
 * carries (compiled from the API's OpenAPI document; @kubernetes-models/gateway-api for the
 * Gateway API), strictly: a field the schema does not name fails, as `kubectl apply` fails it.
 * The schema's validator reads every field it knows, so a field it never reads is unknown to it.
 */
import {createRequire} from 'node:module';
import {lineAndColumn, versioned} from './support.mjs';

const require = createRequire(import.meta.url);
/**
 * kubernetes-models 4.5 carries the Kubernetes v1.33.0 schema (its changelog); 5.x carries 1.36
 * but needs Node 22. The checker stops if another version is installed, so this line moves too.
 */
export const KUBERNETES_SCHEMA = {version: '1.33', package: 'kubernetes-models 4.5.1'};
const PACKAGES = ['kubernetes-models', '@kubernetes-models/gateway-api'];
const TOOL = `${KUBERNETES_SCHEMA.package} (Kubernetes ${KUBERNETES_SCHEMA.version} schema)`;
if (versioned('kubernetes-models') !== KUBERNETES_SCHEMA.package) {
  const installed = versioned('kubernetes-models');
  throw new Error(
    `${installed} is installed: write the Kubernetes version it carries in KUBERNETES_SCHEMA`,
  );
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Whether every document of a block is a Kubernetes object (it has apiVersion and kind). */
export const isManifest = (values) =>
  values.length > 0 &&
  values.every(
    (v) => isObject(v) && typeof v.apiVersion === 'string' && typeof v.kind === 'string',
  );

function modelOf({apiVersion, kind}) {
  for (const name of PACKAGES) {
    try {
      const model = require(`${name}/${apiVersion}`)[kind];
      if (model?.apiVersion === apiVersion) return model;
    } catch {
      // Not a group of this package.
    }
  }
  return undefined;
}

/** A copy of a value whose objects record which of their keys are read. */
function tracked(value, path, objects) {
  if (Array.isArray(value)) return value.map((item, i) => tracked(item, [...path, i], objects));
  if (!isObject(value)) return value;
  const read = new Set();
  const copy = Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, tracked(v, [...path, k], objects)]),
  );
  objects.push({path, keys: Object.keys(value), read});
  const note = (key) => typeof key === 'string' && read.add(key);
  return new Proxy(copy, {
    get: (target, key, receiver) => (note(key), Reflect.get(target, key, receiver)),
    has: (target, key) => (note(key), Reflect.has(target, key)),
    ownKeys: (target) => (Object.keys(target).forEach(note), Reflect.ownKeys(target)),
  });
}

const dotted = (path) =>
  path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .slice(1);

/** Findings for the documents of a manifest block ({document, value} pairs from the yaml package). */
export function checkManifests(input, documents) {
  const findings = [];
  const at = (offset) => lineAndColumn(input.code, offset ?? 0);
  const nodeAt = (document, path) => document.getIn(path, true) ?? document.contents;
  const version = /Kubernetes (\d+\.\d+)/.exec(String(input.block.page.checked_against))?.[1];
  if (version && version !== KUBERNETES_SCHEMA.version) {
    input.result.notes.add(
      `${input.block.file} says Kubernetes ${version}; its manifests are validated against the ${KUBERNETES_SCHEMA.version} schema (${KUBERNETES_SCHEMA.package}, the newest that runs on Node 20)`,
    );
  }
  for (const {document, value} of documents) {
    const model = modelOf(value);
    if (!model) {
      const message = `no schema here for ${value.apiVersion} ${value.kind}: add its kubernetes-models package, or mark the block unchecked="reason"`;
      findings.push({
        input,
        ...at(document.contents?.range[0]),
        tool: TOOL,
        rule: 'no-schema',
        message,
      });
      continue;
    }
    const objects = [];
    try {
      model.prototype.validate.call(tracked(value, [], objects));
    } catch (error) {
      if (!error.errors) throw error;
      for (const {instancePath, keyword, message} of error.errors) {
        const path = instancePath
          .split('/')
          .slice(1)
          .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
        const where = at(nodeAt(document, path)?.range[0]);
        findings.push({
          input,
          ...where,
          tool: TOOL,
          rule: keyword,
          message: `${dotted(path) || value.kind} ${message}`,
        });
      }
    }
    for (const {path, keys, read} of objects) {
      if (read.size === 0) continue; // free-form: its schema names no field (a RawExtension)
      for (const key of keys.filter((k) => !read.has(k))) {
        const pair = nodeAt(document, path).items?.find((item) => item.key?.value === key);
        const message = `unknown field "${key}" in ${dotted(path) || value.kind}`;
        findings.push({
          input,
          ...at(pair?.key.range[0]),
          tool: TOOL,
          rule: 'unknown-field',
          message,
        });
      }
    }
  }
  input.tools.add(TOOL);
  return findings;
}
