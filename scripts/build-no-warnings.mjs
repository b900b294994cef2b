#!/usr/bin/env node
/**
 * The production build, failing on any warning: `node scripts/build-no-warnings.mjs [siteDir]`.
 * Docusaurus only warns for problems the spec wants reported (broken markdown links, duplicate
 * routes, inline tags and authors, untruncated posts) and has no option to fail on warnings, so
 * this streams the build's output and fails on any [WARNING] line.
 */
import {spawn} from 'node:child_process';
import readline from 'node:readline';

const child = spawn('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'pipe'],
  // Cached modules do not repeat their warnings, so the gate builds without
  // Rspack's persistent cache (see docusaurus.config.ts).
  env: {...process.env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_PERSISTENT_CACHE: 'false'},
});

const warnings = [];
for (const [stream, sink] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  readline.createInterface({input: stream}).on('line', (line) => {
    sink.write(`${line}\n`);
    if (line.includes('[WARNING]')) warnings.push(line.trim());
  });
}

child.on('close', (code) => {
  if (code !== 0) {
    console.error(`\nThe build failed (exit code ${code}).`);
    process.exit(code ?? 1);
  }
  if (warnings.length > 0) {
    console.error(
      `\nThe build printed ${warnings.length} warning(s); warnings fail the build here:`,
    );
    for (const warning of warnings) console.error(`  ${warning}`);
    process.exit(1);
  }
  console.log('Build finished with no warnings.');
});
