import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {describe, expect, it} from 'vitest';

const ROOT = join(__dirname, '..', '..');

/** A repo path at the start of a word: a top-level folder, then at least one more part. */
const REPO_PATH =
  /(?<![\w@/.-])(?:plugins|src|tests|scripts|bench|docs|example|i18n|static|\.ci|\.github)\/[\w./[\]-]*[\w\]]/g;
/** Comments of the script and style files (`//`, `/* … *\/`, and `#` in shell scripts). */
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:"'`\w])\/\/[^\n]*|^#[^\n]*/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx'];

function trackedScripts(): string[] {
  return execFileSync('git', ['ls-files'], {cwd: ROOT, encoding: 'utf8'})
    .split('\n')
    .filter((file) => /\.(ts|tsx|js|mjs|cjs|css)$/.test(file) || file === '.ci/run');
}

/** The repo paths the comments of `file` name that are not in the working tree. */
function missingPaths(file: string): string[] {
  const comments = readFileSync(join(ROOT, file), 'utf8').match(COMMENT) ?? [];
  return comments
    .flatMap((comment) => comment.match(REPO_PATH) ?? [])
    .map((path) => path.replace(/\.$/, ''))
    .filter((path) => !EXTENSIONS.some((extension) => existsSync(join(ROOT, path + extension))));
}

describe('comments', () => {
  it('name only repo paths that exist', () => {
    const files = trackedScripts();
    expect(files.length).toBeGreaterThan(100);
    const stale = files.flatMap((file) => missingPaths(file).map((path) => `${file}: ${path}`));
    expect(stale).toEqual([]);
  });

  it('state facts instead of pointing at a specification kept elsewhere', () => {
    const pointers = trackedScripts().filter((file) =>
      /spec(ification)? section|as the spec requires|\(spec:/i.test(
        (readFileSync(join(ROOT, file), 'utf8').match(COMMENT) ?? []).join('\n'),
      ),
    );
    expect(pointers).toEqual([]);
  });
});
