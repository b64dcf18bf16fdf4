#!/usr/bin/env node
// npm run bench:override-lines — how much code replaces or patches framework
// modules: the lines of every script file under the given folders (default
// plugins/overrides), counted twice: all lines, and lines of code (neither
// blank nor only a comment). Give other folders to measure another layout
// the same way, e.g. the folders an older checkout kept its overrides in.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

const folders = process.argv.slice(2).length ? process.argv.slice(2) : ['plugins/overrides'];

function scriptFiles(path) {
  if (statSync(path).isFile()) {
    return [path];
  }
  return readdirSync(path, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file))
    .map((file) => join(path, file));
}

/** Lines that are neither blank nor only a comment (`//`, or inside `/* … *\/`). */
function codeLines(source) {
  let inBlock = false;
  let count = 0;
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) {
        inBlock = false;
        if (line.slice(line.indexOf('*/') + 2).trim()) {
          count += 1;
        }
      }
      continue;
    }
    if (line === '' || line.startsWith('//')) {
      continue;
    }
    if (line.startsWith('/*')) {
      if (!line.includes('*/')) {
        inBlock = true;
      } else if (line.slice(line.indexOf('*/') + 2).trim()) {
        count += 1;
      }
      continue;
    }
    count += 1;
  }
  return count;
}

let allLines = 0;
let code = 0;
for (const folder of folders) {
  let folderLines = 0;
  let folderCode = 0;
  for (const file of scriptFiles(folder)) {
    const source = readFileSync(file, 'utf8');
    folderLines += source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
    folderCode += codeLines(source);
  }
  console.log(
    `${folder.padEnd(48)} ${String(folderLines).padStart(6)} lines ${String(folderCode).padStart(6)} code`,
  );
  allLines += folderLines;
  code += folderCode;
}
console.log(
  `${'total'.padEnd(48)} ${String(allLines).padStart(6)} lines ${String(code).padStart(6)} code`,
);
