/**
 * The built site the MCP tests run the server on: the repository's `build/`
 * (`npm run build`), or the one `BUILD_DIR` names. Without one the tests
 * fail at once and say how to make it.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';

import type {ToolDataFile} from '../../../plugins/mcp-server/toolDataFile';

export const REPOSITORY = resolve(__dirname, '..', '..', '..');

export const BUILD_DIR = resolve(REPOSITORY, process.env.BUILD_DIR ?? 'build');

const TOOL_DATA = join(BUILD_DIR, 'tool-data', 'docs.json');

if (!existsSync(TOOL_DATA)) {
  throw new Error(
    `No built site in ${BUILD_DIR}: run \`npm run build\` before \`npm run test:mcp\`.`,
  );
}

/** The English tool data: what the answers must hold. */
export const english = JSON.parse(readFileSync(TOOL_DATA, 'utf8')) as ToolDataFile;

/** The site's root URL, `https://docs.mapbox.com/mapbox-gl-js/`. */
export const siteBase = `${english.siteUrl}${english.baseUrl}`;
