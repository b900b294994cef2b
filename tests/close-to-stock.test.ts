/**
 * The site stays on Docusaurus' supported extension points, so a minor upgrade just works: no
 * import of another package's private files (or of scripts/, tests/), no bundler aliases, swizzles
 * only where `docusaurus swizzle --list` says Safe, and a tripwire on each documented exception
 * (src/theme/README.md).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {globSync} from 'tinyglobby';
import {describe, expect, it} from 'vitest';
import {getSwizzleConfig} from '@docusaurus/theme-classic';

const siteFiles = globSync(['src/**/*.{ts,tsx,js,mjs}', 'docusaurus.config.ts', 'sidebars.ts']);
const privatePath = /^(@[^/]+\/)?[^/.@][^/]*\/(.*\/)?(dist|lib|src|internal)(\/|$)/;

/** Swizzles that `swizzle --list` does not mark Safe, allowed as documented exceptions. */
const unsafeSwizzleExceptions = ['NotFound/Content'];

describe('close to stock', () => {
  const imports = siteFiles.flatMap((file) =>
    ts
      .preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
      .importedFiles.map(({fileName}) => ({file, specifier: fileName})),
  );
  const listed = (found: typeof imports) => found.map((i) => `${i.file} imports ${i.specifier}`);

  it('no site file imports another package’s private files', () => {
    expect(listed(imports.filter(({specifier}) => privatePath.test(specifier)))).toEqual([]);
  });

  it('the site imports nothing from scripts/ or tests/', () => {
    const fromProject = ({file, specifier}: (typeof imports)[number]) =>
      specifier.startsWith('.')
        ? path.relative('.', path.resolve(path.dirname(file), specifier))
        : specifier.replace(/^@site\//, '');
    const offending = imports.filter((i) => /^(scripts|tests)\//.test(fromProject(i)));
    expect(listed(offending)).toEqual([]);
  });

  it('no plugin points the bundler at other packages’ files (no resolve.alias)', () => {
    const offending = siteFiles.filter((file) => /\balias\s*:/.test(fs.readFileSync(file, 'utf8')));
    expect(offending).toEqual([]);
  });

  it('every swizzle is Safe for its action (wrap or eject), apart from the documented exceptions', () => {
    const {components} = getSwizzleConfig!()!;
    const swizzles = globSync('src/theme/**/index.tsx').map((file) => {
      const name = path.dirname(path.relative('src/theme', file)).split(path.sep).join('/');
      const wraps = fs.readFileSync(file, 'utf8').includes(`@theme-original/${name}'`);
      return {name, action: wraps ? 'wrap' : 'eject'} as const;
    });
    const unsafe = swizzles
      .filter(({name, action}) => components[name]?.actions[action] !== 'safe')
      .map(({name, action}) => `${name} (${action})`);
    expect(unsafe).toEqual(unsafeSwizzleExceptions.map((name) => `${name} (wrap)`));
  });
});

/** Upstream files each exception depends on, with the hash of the version it was written for. */
const tripwires = [
  {
    exception: 'src/plugins/preset.ts leaves out theme-classic’s Prism client module',
    files: {
      'lib/index.js': '8fa569c73de6d3669a5da835e9470c5119e20ba9ee7d609d1650e90ec23ec199',
      'lib/prism-include-languages.js':
        'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    },
  },
  {
    exception: 'src/theme/NotFound/Content gives unknown /docs/* paths their title',
    files: {
      'lib/theme/DocRoot/index.js':
        'c2bff360210b9c74e353c6c267e877792518ea29c11c0cae96f35a4e64d1ccf5',
      'lib/theme/NotFound/Content/index.js':
        '1339cadd0fe0b2a29e2b200f0b10487e33bd49a8fdc7a86a91e9a6c16616e113',
    },
  },
];

describe('upgrade tripwires: the upstream files each documented exception relies on', () => {
  const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  it.each(tripwires)('$exception', ({exception, files}) => {
    const changed = Object.entries(files)
      .filter(([file, hash]) => {
        const text = fs.existsSync(path.join(themeDir, file))
          ? fs.readFileSync(path.join(themeDir, file))
          : '';
        return crypto.createHash('sha256').update(text).digest('hex') !== hash;
      })
      .map(([file]) => `@docusaurus/theme-classic/${file}`);
    expect(
      changed,
      `Docusaurus changed what "${exception}" relies on: re-check ${changed.join(' and ')}, then update the hashes here.`,
    ).toEqual([]);
  });
});
