#!/usr/bin/env node
/**
 * Lists the pages to re-check when a version moves: each doc and post's
 * `checked_against` and `checked_in` front matter (no maintained tool reads
 * this project's own keys).
 *
 *   npm run checked                 every page that names versions
 *   npm run checked -- Python 3.13  only pages checked against a version that contains "Python 3.13"
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import {globSync} from 'tinyglobby';

const filter = process.argv.slice(2).join(' ').toLowerCase();
const pages = globSync(['docs/**/*.{md,mdx}', 'blog/**/*.{md,mdx}'])
  .sort()
  .map((file) => ({file, ...matter(fs.readFileSync(file, 'utf8')).data}))
  .filter(({checked_against: versions}) => Array.isArray(versions))
  .filter(({checked_against: versions}) =>
    versions.some((version) => version.toLowerCase().includes(filter)),
  );

for (const {file, checked_in: month, checked_against: versions} of pages) {
  console.log(`${file}\t${month}\t${versions.join(', ')}`);
}
console.log(
  `${pages.length} pages${filter ? ` checked against "${filter}"` : ' name the versions they were checked against'}`,
);
