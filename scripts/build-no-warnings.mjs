#!/usr/bin/env node
/**
 * The production build, failing on any warning: `node scripts/build-no-warnings.mjs [siteDir]`.
 * Docusaurus only warns for problems the spec wants reported (broken markdown links, duplicate
 * routes, inline tags and authors, untruncated posts) and has no option to fail on warnings, so
 * this streams the build's output and fails on any [WARNING] line.
 */
import {docusaurusBuild, warningLines} from './build/docusaurus-build.mjs';

const {code, lines} = await docusaurusBuild({siteDir: process.argv[2]});
if (code !== 0) {
  console.error(`\nThe build failed (exit code ${code}).`);
  process.exit(code ?? 1);
}
const warnings = warningLines(lines);
if (warnings.length > 0) {
  console.error(`\nThe build printed ${warnings.length} warning(s); warnings fail the build here:`);
  for (const warning of warnings) console.error(`  ${warning}`);
  process.exit(1);
}
console.log('Build finished with no warnings.');
