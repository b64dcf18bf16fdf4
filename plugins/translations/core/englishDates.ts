/**
 * When the English of a unit last changed: the date of the last commit that
 * touched its files, or the file's modification date when the file has
 * changes not yet committed (a writer's edit on the dev server) or the site
 * is built without git (from a tarball).
 */
import {execFileSync} from 'node:child_process';
import {statSync} from 'node:fs';
import {join} from 'node:path';

import {processCache} from '../../../src/lib/incrementalFiles';

const dates = processCache<string>('translations-english-dates');

function git(siteDir: string, args: readonly string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

function modified(siteDir: string, files: readonly string[]): string {
  const latest = Math.max(...files.map((file) => statSync(join(siteDir, file)).mtimeMs));
  return new Date(latest).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD`: when the English in `files` (from the site's folder) last changed. */
export function englishChangedOn(siteDir: string, files: readonly string[]): string {
  const stamp = files.map((file) => `${file}\0${statSync(join(siteDir, file)).mtimeMs}`).join('\n');
  const known = dates.get(`${siteDir}\n${stamp}`);
  if (known) return known;
  const uncommitted = git(siteDir, ['status', '--porcelain', '--', ...files]);
  const committed =
    uncommitted === '' ? git(siteDir, ['log', '-1', '--format=%cs', '--', ...files]) : null;
  const date = committed || modified(siteDir, files);
  dates.set(`${siteDir}\n${stamp}`, date);
  return date;
}
