import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';

import {API_PAGES} from '../../docs/api/_entries';
import {SURFACE_EXCLUSIONS} from '../../docs/api/_entries/exclusions';
import {DEFAULT_LIBRARY_VERSION} from '../../src/config/settings';
import {coverage} from '../../src/model/api/coverage';
import {parseApiSurface, surfaceDigest} from '../../src/model/api/surface';
import {API_SURFACE_FILE, loadApiSurface} from '../../src/model/api/surfaceFile';

const ROOT = join(__dirname, '..', '..');
const run = promisify(execFile);

describe('the reference against the library’s own type definitions', () => {
  const surface = loadApiSurface(ROOT, DEFAULT_LIBRARY_VERSION);
  const result = coverage(surface, API_PAGES, SURFACE_EXCLUSIONS);

  it('documents every public name the definitions declare, or excludes it with a reason', () => {
    const missing = result.rows.flatMap((row) =>
      row.missing.map(
        (key) =>
          `${key}: declared by ${surface.package}@${surface.version}, neither documented nor in docs/api/_entries/exclusions.ts`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('excludes only names the definitions declare and the reference does not document', () => {
    expect(result.staleExclusions).toEqual([]);
    for (const exclusion of SURFACE_EXCLUSIONS) {
      expect(exclusion.reason.length, exclusion.keys.join(', ')).toBeGreaterThan(20);
    }
  });

  it('covers the public members readers use that were missing', () => {
    const documented = (key: string) =>
      result.rows.some((row) => row.item === key.split(/[#.]/)[0] && !row.missing.includes(key));
    for (const key of [
      'Map#setLight',
      'Map#addModel',
      'Map#queryRasterValue',
      'Marker#setAltitude',
      'Popup#getAltitude',
    ]) {
      expect(documented(key), key).toBe(true);
    }
  });

  it('notices a surface file edited by hand or made for another version', () => {
    const text = readFileSync(join(ROOT, API_SURFACE_FILE), 'utf8');
    const edited = JSON.parse(text) as {items: Record<string, {members: string[]}>};
    edited.items.Map!.members = edited.items.Map!.members.filter((name) => name !== 'flyTo');
    expect(() => parseApiSurface(JSON.stringify(edited), API_SURFACE_FILE)).toThrow(
      /api-surface\.json: its content does not match its digest/,
    );
    expect(() => parseApiSurface(text, API_SURFACE_FILE, '9.9.9')).toThrow(
      `made for ${DEFAULT_LIBRARY_VERSION}, the docs describe 9.9.9`,
    );
    expect(() => parseApiSurface('{', API_SURFACE_FILE)).toThrow(/is not JSON/);
    expect(surfaceDigest(surface)).toBe(surface.digest);
  });

  it('leaves the surface file as it was when the registry cannot be reached', async () => {
    const before = readFileSync(join(ROOT, API_SURFACE_FILE), 'utf8');
    const failed = await run(
      join(ROOT, 'node_modules', '.bin', 'jiti'),
      ['plugins/api-versions/scripts/api-surface.ts'],
      {
        cwd: ROOT,
        env: {...process.env, NPM_REGISTRY: 'http://127.0.0.1:9'},
      },
    ).then(
      () => null,
      (error: {code: number; stderr: string}) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/The npm registry could not be read: could not reach/);
    expect(failed?.stderr).toMatch(/api-surface\.json was left as it was/);
    expect(readFileSync(join(ROOT, API_SURFACE_FILE), 'utf8')).toBe(before);
  }, 60_000);
});
