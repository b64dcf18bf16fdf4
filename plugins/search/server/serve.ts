/**
 * npm run search:serve — the local search API over the built index.
 *
 * Environment: SEARCH_SERVER_PORT (default 3200), SEARCH_SERVER_HOST
 * (127.0.0.1), SEARCH_APP_ID / SEARCH_API_KEY (the credentials it accepts;
 * default LOCALAPP / local-search-key), SEARCH_ADMIN_API_KEY (the key that
 * may push records to it; default local-admin-key), SEARCH_INDEX_NAME (the
 * index a push replaces; default the product id) and BUILD_DIR (default
 * build). `SEARCH_HOST=http://127.0.0.1:3200 npm run search:push` with the
 * same credentials pushes to it.
 */
import {resolve} from 'node:path';

import {resolveSettings} from '../../../src/config/settings';
import {readBuiltRecords, startSearchServer} from './searchServer';

async function main(): Promise<void> {
  const buildDir = resolve(process.env.BUILD_DIR ?? 'build');
  let records;
  try {
    records = await readBuiltRecords(buildDir);
  } catch (error) {
    console.error(`No search records in ${buildDir}: run npm run build first.\n${String(error)}`);
    process.exit(1);
  }
  const appId = process.env.SEARCH_APP_ID || 'LOCALAPP';
  const apiKey = process.env.SEARCH_API_KEY || 'local-search-key';
  const running = await startSearchServer({
    records,
    appId,
    apiKey,
    adminApiKey: process.env.SEARCH_ADMIN_API_KEY || 'local-admin-key',
    indexName: resolveSettings(process.env).search.indexName,
    port: Number(process.env.SEARCH_SERVER_PORT ?? 3200),
    host: process.env.SEARCH_SERVER_HOST ?? '127.0.0.1',
  });
  console.log(
    `Search API for ${records.length} records at ${running.url}/1/indexes/*/queries ` +
      `(application id ${appId}, API key ${apiKey})`,
  );
}

void main();
