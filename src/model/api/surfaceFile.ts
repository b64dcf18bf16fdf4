/** The committed surface file: written by `npm run api:surface`, read by the build and the tests. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {parseApiSurface, type ApiSurface} from './surface';

export const API_SURFACE_FILE = join('plugins', 'api-versions', 'api-surface.json');

export function loadApiSurface(siteDir: string, expectedVersion?: string): ApiSurface {
  return parseApiSurface(
    readFileSync(join(siteDir, API_SURFACE_FILE), 'utf8'),
    API_SURFACE_FILE,
    expectedVersion,
  );
}
