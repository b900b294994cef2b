/**
 * Formats read by their own parsers: JSON (the JavaScript engine's JSON.parse), XML
 * (fast-xml-parser's validator), HTML (html-validate: its standards and accessibility rules, not
 * its style rules), CSS (csstree-validator: syntax, properties and their values), GraphQL (the
 * graphql reference parser) and diffs (jsdiff reads a unified diff; a diff shown without its
 * `@@` line is read as one hunk, in which a blank line is an unchanged blank line).
 */
import {validate as validateCss} from 'csstree-validator';
import {parsePatch} from 'diff';
import {XMLValidator} from 'fast-xml-parser';
import {GraphQLError, parse as parseGraphql} from 'graphql';
import {HtmlValidate} from 'html-validate';
import {lineAndColumn, versioned as version} from './support.mjs';

const htmlValidate = new HtmlValidate({extends: ['html-validate:standard', 'html-validate:a11y']});

const CHECKS = {
  json: {
    tool: `JSON.parse (Node.js ${process.versions.node})`,
    check(code) {
      try {
        JSON.parse(code);
        return [];
      } catch (error) {
        const offset = Number(/at position (\d+)/.exec(error.message)?.[1] ?? 0);
        return [{...lineAndColumn(code, offset), rule: 'syntax', message: error.message}];
      }
    },
  },
  xml: {
    tool: version('fast-xml-parser'),
    check(code) {
      const result = XMLValidator.validate(code);
      if (result === true) return [];
      const {code: rule, msg, line, col} = result.err;
      return [{line, column: col, rule, message: msg}];
    },
  },
  html: {
    tool: version('html-validate'),
    async check(code) {
      const report = await htmlValidate.validateString(code);
      return report.results.flatMap(({messages}) =>
        messages.map(({line, column, ruleId, message}) => ({line, column, rule: ruleId, message})),
      );
    },
  },
  css: {
    tool: version('csstree-validator'),
    check(code) {
      return validateCss(code).map(({line, column, name, message}) => ({
        line,
        column,
        rule: name,
        message,
      }));
    },
  },
  graphql: {
    tool: version('graphql'),
    check(code) {
      try {
        parseGraphql(code);
        return [];
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        return [{...error.locations?.[0], rule: 'syntax', message: error.message}];
      }
    },
  },
  diff: {
    tool: version('diff'),
    check(code) {
      let text = code;
      if (!/^@@ /m.test(code)) {
        // Every line counts on both sides but those of the other side, so jsdiff reads them all.
        const lines = code.split('\n').map((line) => line || ' ');
        const count = (other) => lines.filter((line) => line[0] !== other).length;
        text = [`@@ -1,${count('+')} +1,${count('-')} @@`, ...lines].join('\n');
      }
      try {
        parsePatch(text);
        return [];
      } catch (error) {
        // "Hunk at line 1 contained invalid line <the line>": find that line in the block.
        const invalid = /contained invalid line (.*)$/.exec(error.message)?.[1];
        const line = invalid === undefined ? 0 : code.split('\n').indexOf(invalid) + 1;
        return [{line: line || undefined, rule: 'syntax', message: error.message}];
      }
    },
  },
};

export default {
  languages: Object.keys(CHECKS),
  async check(inputs) {
    const findings = [];
    for (const input of inputs) {
      const {tool, check} = CHECKS[input.language];
      for (const finding of await check(input.code)) findings.push({...finding, input, tool});
      input.tools.add(tool);
    }
    return findings;
  },
};
