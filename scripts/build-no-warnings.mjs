#!/usr/bin/env node
/**
 * The production build, failing on any warning.
 *
 * Docusaurus only *warns* for some problems the spec wants reported (broken
 * markdown links, duplicate routes, inline tags and authors, untruncated
 * posts). Maintainers treat every warning as a failure, so this wrapper
 * streams the build output and exits non-zero when a [WARNING] line appears.
 */
import {spawn} from 'node:child_process';

const args = ['docusaurus', 'build', ...process.argv.slice(2)];
const child = spawn('npx', args, {
  stdio: ['ignore', 'pipe', 'pipe'],
  // Cached modules do not repeat their warnings, so the gate builds without
  // Rspack's persistent cache (see docusaurus.config.ts).
  env: {...process.env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_PERSISTENT_CACHE: 'false'},
});

const warnings = [];
function watch(stream, sink) {
  let pending = '';
  stream.on('data', (chunk) => {
    sink.write(chunk);
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) if (line.includes('[WARNING]')) warnings.push(line);
  });
  stream.on('end', () => {
    if (pending.includes('[WARNING]')) warnings.push(pending);
  });
}
watch(child.stdout, process.stdout);
watch(child.stderr, process.stderr);

child.on('close', (code) => {
  if (code !== 0) {
    console.error(`\nThe build failed (exit code ${code}).`);
    process.exit(code ?? 1);
  }
  if (warnings.length > 0) {
    console.error(`\nThe build printed ${warnings.length} warning(s); warnings fail the build here:`);
    for (const warning of warnings) console.error(`  ${warning.trim()}`);
    process.exit(1);
  }
  console.log('Build finished with no warnings.');
});
