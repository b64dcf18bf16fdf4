/**
 * `npm run api:coverage`: the reference against the committed surface of
 * the library, per item: names declared, documented, excluded with a
 * reason, and missing (each missing name listed). Reads files only.
 */
import {SURFACE_EXCLUSIONS} from '../../../docs/api/_entries/exclusions';
import {resolveSettings} from '../../../src/config/settings';
import {coverage, coverageTable} from '../../../src/model/api/coverage';
import {loadApiPages} from '../../../src/model/api/entries';
import {loadApiSurface} from '../../../src/model/api/surfaceFile';

const SITE_DIR = process.cwd();
const surface = loadApiSurface(SITE_DIR, resolveSettings(process.env).libraryVersion);
const result = coverage(surface, loadApiPages(SITE_DIR), SURFACE_EXCLUSIONS);
console.log(`${surface.package}@${surface.version} (${surface.file})\n`);
console.log(coverageTable(result));
const missing = result.rows.flatMap((row) => row.missing);
if (missing.length) {
  console.log(`\nNeither documented nor excluded (${missing.length}):\n- ${missing.join('\n- ')}`);
}
if (result.staleExclusions.length) {
  console.log(
    `\nExclusions that name nothing declared, or something documented:\n- ${result.staleExclusions.join('\n- ')}`,
  );
}
process.exitCode = missing.length || result.staleExclusions.length ? 1 : 0;
