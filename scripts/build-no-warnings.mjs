#!/usr/bin/env node
/**
 * The production build, failing on any warning: `node scripts/build-no-warnings.mjs [siteDir]`.
 * Docusaurus only warns for problems the spec wants reported (broken markdown links, duplicate
 * routes, inline tags and authors, untruncated posts) and has no option to fail on warnings, so
 * this streams the build's output and fails on any [WARNING] line, but the one about pages that are
 * not committed yet.
 */
import path from 'node:path';
import {docusaurusBuild, warningLines} from './build/docusaurus-build.mjs';
import {isUncommittedDateWarning, uncommittedContent} from './content/uncommitted.mjs';

const siteDir = process.argv[2] ?? '.';
const {code, lines} = await docusaurusBuild({siteDir});
if (code !== 0) {
  console.error(`\nThe build failed (exit code ${code}).`);
  process.exit(code ?? 1);
}
// A page that is not committed yet has no git date; that is not a mistake (CI's clone has none).
const uncommitted = uncommittedContent(path.resolve(siteDir));
if (uncommitted.length > 0) console.log(`Not committed yet: ${uncommitted.join(', ')}`);
const warnings = warningLines(lines).filter(
  (warning) => !isUncommittedDateWarning(warning, uncommitted),
);
if (warnings.length > 0) {
  console.error(`\nThe build printed ${warnings.length} warning(s); warnings fail the build here:`);
  for (const warning of warnings) console.error(`  ${warning}`);
  process.exit(1);
}
console.log('Build finished with no warnings.');
