/**
 * Shell blocks: ShellCheck (Debian's `shellcheck`), once per shell over all its blocks. The shell
 * is the one the block names: a `#!` line, else `shell=sh` in the meta or the `sh` language, else
 * bash. Transcripts are checked as the commands they show. A block without a title or `#!` line
 * holds commands typed at a prompt, where a few rules for scripts do not apply (site-rules.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import {commandsOfTranscript, isTypedAtPrompt} from '../blocks.mjs';
import {SITE_DISABLED_RULES} from '../site-rules.mjs';
import {metaValue} from '../extract.mjs';
import {run, scratchDir} from './support.mjs';

const SHELLS = new Set(['sh', 'bash', 'dash', 'ksh']);
const TYPED = SITE_DISABLED_RULES['ShellCheck at a prompt'];

let version;
async function shellcheckVersion() {
  version ??= run('shellcheck', ['--version']).then(({stdout}) =>
    `ShellCheck ${/version: (\S+)/.exec(stdout)?.[1] ?? ''}`.trim(),
  );
  return version;
}

/** The shell to check a block with: `shebang` when its first line names one. */
function shellOf(input) {
  if (/^#!/.test(input.code)) return 'shebang';
  return metaValue(input.block.meta, 'shell') ?? (input.language === 'sh' ? 'sh' : 'bash');
}

export default {
  languages: ['bash', 'sh'],
  async check(inputs) {
    const tool = await shellcheckVersion();
    const dir = scratchDir();
    const groups = new Map();
    const findings = [];
    inputs.forEach((input, index) => {
      const shell = shellOf(input);
      if (shell !== 'shebang' && !SHELLS.has(shell)) {
        const message = `ShellCheck reads sh, bash, dash and ksh, not ${shell}: mark the block unchecked="reason"`;
        findings.push({input, tool, rule: 'shell', message});
        return;
      }
      const file = path.join(dir, `block-${index}.sh`);
      fs.writeFileSync(file, `${commandsOfTranscript(input.code, input.language)}\n`);
      const typed = isTypedAtPrompt(input.block);
      const key = `${shell} ${typed}`;
      groups.set(key, {shell, typed, files: [...(groups.get(key)?.files ?? []), {file, input}]});
    });
    await Promise.all(
      [...groups.values()].map(async ({shell, typed, files}) => {
        const excluded = Object.keys({...SITE_DISABLED_RULES.ShellCheck, ...(typed ? TYPED : {})});
        const args = ['--format=json1', `--exclude=${excluded.join(',')}`];
        if (shell !== 'shebang') args.push(`--shell=${shell}`);
        const {stdout, stderr} = await run('shellcheck', [...args, ...files.map((f) => f.file)]);
        if (!stdout) throw new Error(`shellcheck failed: ${stderr}`);
        const byFile = new Map(files.map(({file, input}) => [file, input]));
        for (const comment of JSON.parse(stdout).comments) {
          const {line, column, level, code, message} = comment;
          const input = byFile.get(comment.file);
          const rule = `SC${code}`;
          findings.push({input, line, column, tool, rule, message: `${message} (${level})`});
        }
        for (const {input} of files) input.tools.add(tool);
      }),
    );
    return findings;
  },
};
