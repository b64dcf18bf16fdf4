import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The repository installs, builds and tests on a fresh clone with nothing
 * beside it: no tracked file may read a path outside the checkout.
 */
const root = join(__dirname, '..', '..');
const OUTSIDE =
  /(['"`(/]|^)\.\.\/(\.\.\/)*(shared|reference|spec)\b|join\([^)]*'\.\.',\s*'\.\.',\s*'\.\.'/m;

describe('the repository', () => {
  it('refers to no file outside the checkout', () => {
    const files = execFileSync('git', ['ls-files'], {cwd: root, encoding: 'utf8'})
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs|js|json|mdx|md|sh)$/.test(file) || file === '.ci/run')
      .filter((file) => !file.endsWith('package-lock.json'));
    const offenders = files.filter((file) => OUTSIDE.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
