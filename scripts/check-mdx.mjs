#!/usr/bin/env node
// Fast syntax check for MDX files without a full site build.
// Mirrors the two MDX 1 compatibility features Docusaurus enables by default
// (explicit heading ids and HTML comments), which plain MDX 3 would reject.
import {readFile} from 'node:fs/promises';
import {compile} from '@mdx-js/mdx';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/check-mdx.mjs <file.mdx>...');
  process.exit(2);
}

function toPlainMdx(source) {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
}

let failures = 0;
for (const file of files) {
  try {
    await compile(toPlainMdx(await readFile(file, 'utf8')));
  } catch (error) {
    failures += 1;
    const where = error.place ? `:${error.place.line ?? error.place.start?.line}` : '';
    console.error(`${file}${where}: ${error.reason ?? error.message}`);
  }
}
console.log(`${files.length - failures} ok, ${failures} failed`);
process.exit(failures ? 1 : 0);
