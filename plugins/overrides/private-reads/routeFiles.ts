/**
 * The script and style files a route loads when it renders in the browser,
 * from the two files the client build leaves in Docusaurus's generated
 * folder: `routesChunkNames.json` (the chunk names of each route's
 * component and data) and `client-manifest.json` (the files of each chunk,
 * the same table the server render uses to list a page's scripts). The
 * offline page must render with no network, so the worker keeps these.
 */
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';

interface ClientManifest {
  readonly origins: Record<string, readonly (string | number)[]>;
  readonly assets: Record<string, Record<string, readonly {readonly publicPath: string}[]>>;
}

function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).flatMap(chunkNamesIn);
  }
  return [];
}

export function routeFiles(
  routePath: string,
  routesChunkNames: Record<string, unknown>,
  manifest: ClientManifest,
): string[] {
  const routes = Object.entries(routesChunkNames).filter(
    ([key]) => key.slice(0, key.lastIndexOf('-')) === routePath,
  );
  if (routes.length === 0) throw new Error(`no chunks are listed for the route ${routePath}`);
  const files = new Set<string>();
  for (const name of routes.flatMap(([, chunks]) => chunkNamesIn(chunks))) {
    const ids = manifest.origins[name];
    if (!ids) throw new Error(`the client manifest has no chunk named ${name} (${routePath})`);
    for (const id of ids) {
      for (const entries of Object.values(manifest.assets[String(id)] ?? {})) {
        entries.forEach((entry) => files.add(entry.publicPath));
      }
    }
  }
  return [...files].sort();
}

export async function readRouteFiles(generatedFilesDir: string, routePath: string) {
  const [routesChunkNames, manifest] = await Promise.all(
    ['routesChunkNames.json', 'client-manifest.json'].map(async (file) =>
      JSON.parse(await readFile(join(generatedFilesDir, file), 'utf8')),
    ),
  );
  return routeFiles(routePath, routesChunkNames, manifest as ClientManifest);
}
