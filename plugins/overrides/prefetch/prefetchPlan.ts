import type {RouteConfig} from 'react-router-config';

/**
 * The page a link needs loaded, or null when it needs none: a link to a
 * heading of this page (the table of contents, `#anchor`) has nothing to
 * load, yet Docusaurus matches it against the routes like any path and ends
 * on the not-found route, whose chunks it prefetches, once per heading.
 */
export function pageToPrefetch(target: string, currentPathname: string): string | null {
  const path = target.split('#')[0] ?? '';
  return path === '' || path === currentPathname ? null : path;
}

/** A route's chunk names, as the generated `routesChunkNames` nests them (objects and arrays). */
type ChunkTree = string | readonly ChunkTree[] | {readonly [key: string]: ChunkTree};

function collectChunkNames(tree: ChunkTree, into: string[]): void {
  if (typeof tree === 'string') {
    into.push(tree);
    return;
  }
  for (const child of Object.values(tree)) {
    collectChunkNames(child, into);
  }
}

/**
 * Every route path with the chunk names its component loads, from the
 * generated table keyed by path and hash (`/docs/intro-5e9`). Docusaurus
 * scans the whole table with a regular expression for each route of each
 * page it prefetches; this reads it once.
 */
export function chunkNamesByRoute(
  routesChunkNames: Readonly<Record<string, ChunkTree>>,
): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  for (const [routeWithHash, chunks] of Object.entries(routesChunkNames)) {
    const route = routeWithHash.replace(/-[^-]+$/, '');
    const names = byRoute.get(route) ?? [];
    collectChunkNames(chunks, names);
    byRoute.set(route, names);
  }
  return byRoute;
}

/** The chunk names a page needs: those of the routes its path matches (layouts and the page). */
export function chunkNamesForPage(
  path: string,
  match: (path: string) => ReadonlyArray<{route: RouteConfig}>,
  byRoute: ReadonlyMap<string, readonly string[]>,
): string[] {
  return [...new Set(match(path).flatMap(({route}) => byRoute.get(String(route.path)) ?? []))];
}
