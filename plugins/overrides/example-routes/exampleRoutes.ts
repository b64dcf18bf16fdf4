import {escapeRegexp} from '@docusaurus/utils';

/**
 * The browser's route table has one route for all example pages, where the
 * generated table has one per example. Those routes all render the same
 * component with the same chunks (the page reads its example by slug), yet
 * each cost every page's `main.js` its entry in the route table and its
 * entry in the chunk-name table.
 *
 * The collapsed route matches exactly the same paths, through a parameter
 * whose pattern lists the slugs (`/example/:slug(cluster|heatmap-layer)/`),
 * so an unknown slug still falls through to the not-found route as it does
 * on the server. The server bundle keeps the generated tables: it renders
 * each path, and the sitemap and the other build steps read them.
 */

/** A slug as the examples plugin writes it into a path. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The path of the one route standing for every example page under `prefix`. */
export function collapsedExamplePath(prefix: string, slugs: readonly string[]): string {
  return `${prefix}:slug(${[...slugs].sort().join('|')})/`;
}

/** The route hash of the collapsed route (a route hash never contains a dash). */
export const COLLAPSED_HASH = 'examples';

/** A generated table with its example routes collapsed, and the slugs they were for. */
export interface Collapsed {
  readonly source: string;
  readonly slugs: readonly string[];
}

/**
 * The generated `routes.js` with the example routes under `prefix`
 * (`/mapbox-gl-js/example/`) replaced by one; unchanged when there are
 * fewer than two. Throws when they are not one block of the top level.
 */
export function collapseExampleRoutes(source: string, prefix: string): Collapsed {
  const entry = new RegExp(
    String.raw`^  \{\n    path: '(${escapeRegexp(prefix)}([^/']+)/)',\n` +
      String.raw`    component: ComponentCreator\('\1', '[0-9a-f]+'\),\n` +
      String.raw`    exact: true\n  \},?\n`,
    'gm',
  );
  const matches = [...source.matchAll(entry)];
  const slugs = matches.map((match) => match[2] ?? '');
  if (slugs.length < 2) {
    return {source, slugs: []};
  }
  const badSlug = slugs.find((slug) => !SLUG.test(slug));
  if (badSlug !== undefined) {
    throw new Error(
      `example-routes override: the example route "${badSlug}" cannot be a path parameter`,
    );
  }
  // One block: the collapsed route takes the place of the first, and no
  // other route may sit between them and be matched in a different order.
  const first = matches[0];
  const last = matches[matches.length - 1];
  const start = first?.index ?? 0;
  const end = (last?.index ?? 0) + (last?.[0].length ?? 0);
  const between = source.slice(start, end).replace(entry, '');
  if (between.trim() !== '') {
    throw new Error(
      `example-routes override: the example routes under ${prefix} are not one block`,
    );
  }
  const path = collapsedExamplePath(prefix, slugs);
  const collapsed =
    `  {\n    path: '${path}',\n` +
    `    component: ComponentCreator('${path}', '${COLLAPSED_HASH}'),\n` +
    `    exact: true\n  },\n`;
  return {source: source.slice(0, start) + collapsed + source.slice(end), slugs};
}

type ChunkNames = Record<string, unknown>;

/**
 * The generated `routesChunkNames.json` with the entries of the example
 * routes under `prefix` replaced by the collapsed route's; unchanged when
 * there are fewer than two. Throws when they do not all load the same
 * chunks, which the collapsed route could not express.
 */
export function collapseExampleChunkNames(json: string, prefix: string): Collapsed {
  const table = JSON.parse(json) as ChunkNames;
  const key = new RegExp(`^${escapeRegexp(prefix)}([^/]+)/-[^-]+$`);
  const slugs: string[] = [];
  let shared: string | undefined;
  const kept: ChunkNames = {};
  for (const [name, chunks] of Object.entries(table)) {
    const slug = key.exec(name)?.[1];
    if (slug === undefined) {
      kept[name] = chunks;
      continue;
    }
    const serialized = JSON.stringify(chunks);
    if (shared !== undefined && serialized !== shared) {
      throw new Error(
        `example-routes override: the example route "${slug}" loads other chunks than the rest`,
      );
    }
    shared = serialized;
    slugs.push(slug);
  }
  if (shared === undefined || slugs.length < 2) {
    return {source: json, slugs: []};
  }
  kept[`${collapsedExamplePath(prefix, slugs)}-${COLLAPSED_HASH}`] = JSON.parse(shared);
  return {source: JSON.stringify(kept), slugs};
}

/**
 * Both generated tables with their example routes collapsed. The two must
 * agree on the slugs (a Docusaurus upgrade that lays out one of them
 * differently would otherwise ship a route whose chunks cannot be found),
 * so a disagreement fails the build.
 */
export function collapseExampleRouteTables(
  tables: {routes: string; chunkNames: string},
  prefix: string,
): {routes: string; chunkNames: string} {
  const routes = collapseExampleRoutes(tables.routes, prefix);
  const chunkNames = collapseExampleChunkNames(tables.chunkNames, prefix);
  const listed = (slugs: readonly string[]) => [...slugs].sort().join(' ');
  if (listed(routes.slugs) !== listed(chunkNames.slugs)) {
    throw new Error(
      `example-routes override: the route table has ${routes.slugs.length} example routes under ${prefix}, ` +
        `the chunk-name table ${chunkNames.slugs.length}; is the route table laid out differently?`,
    );
  }
  return {routes: routes.source, chunkNames: chunkNames.source};
}
