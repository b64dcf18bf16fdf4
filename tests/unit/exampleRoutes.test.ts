import {describe, expect, it} from 'vitest';
import {matchRoutes} from 'react-router-config';

import {
  COLLAPSED_HASH,
  collapseExampleRouteTables,
  collapsedExamplePath,
} from '../../plugins/overrides/example-routes/exampleRoutes';

const PREFIX = '/docs/ja/example/';

/** A route entry laid out as Docusaurus writes `routes.js`. */
function routeEntry(path: string, hash: string, exact = true): string {
  return (
    `  {\n    path: '${path}',\n` +
    `    component: ComponentCreator('${path}', '${hash}'),\n` +
    (exact ? `    exact: true\n` : `    routes: []\n`) +
    `  },\n`
  );
}

function routesModule(entries: readonly string[]): string {
  return (
    `import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\n` +
    `export default [\n${entries.join('')}  {\n    path: '*',\n    component: ComponentCreator('*'),\n  },\n];\n`
  );
}

const SLUGS = ['heatmap-layer', 'cluster', '3d-buildings'];
const HASHES = ['1a2', '3b4', '5c6'];
const EXAMPLE_CHUNKS = {__comp: 'd70f2aed', __context: {plugin: 'd14cf61c'}};

const ROUTES = routesModule([
  routeEntry('/docs/ja/api/', 'aaa'),
  ...SLUGS.map((slug, index) => routeEntry(`${PREFIX}${slug}/`, HASHES[index] ?? '')),
  routeEntry('/docs/ja/', 'bbb', false),
]);
const CHUNK_NAMES = JSON.stringify({
  '/docs/ja/api/-aaa': {__comp: 'api'},
  ...Object.fromEntries(
    SLUGS.map((slug, index) => [`${PREFIX}${slug}/-${HASHES[index]}`, EXAMPLE_CHUNKS]),
  ),
  '/docs/ja/-bbb': {__comp: 'docs'},
});

/** The route objects of a `routes.js` source, with the component calls as strings. */
function routesOf(source: string): Array<{path: string; exact?: boolean; component: string}> {
  const body = source.slice(source.indexOf('export default') + 'export default'.length);
  return new Function('ComponentCreator', `return ${body}`)(
    (path: string, hash?: string) => `${path}|${hash ?? ''}`,
  ) as Array<{path: string; exact?: boolean; component: string}>;
}

describe('collapsed example routes', () => {
  const collapsed = collapseExampleRouteTables({routes: ROUTES, chunkNames: CHUNK_NAMES}, PREFIX);
  const path = collapsedExamplePath(PREFIX, SLUGS);

  it('has one route for the examples, in their place, naming the slugs in order', () => {
    expect(path).toBe('/docs/ja/example/:slug(3d-buildings|cluster|heatmap-layer)/');
    expect(routesOf(collapsed.routes).map((route) => route.path)).toEqual([
      '/docs/ja/api/',
      path,
      '/docs/ja/',
      '*',
    ]);
    expect(routesOf(collapsed.routes)[1]).toEqual({
      path,
      exact: true,
      component: `${path}|${COLLAPSED_HASH}`,
    });
  });

  it('matches exactly the paths of the examples', () => {
    // Only the paths matter to matching.
    const routes = routesOf(collapsed.routes).map(({path: routePath, exact}) => ({
      path: routePath,
      exact,
    }));
    const matched = (pathname: string) => matchRoutes(routes, pathname)[0]?.route.path;
    for (const slug of SLUGS) {
      expect(matched(`${PREFIX}${slug}/`)).toBe(path);
    }
    for (const other of ['no-such-example/', 'cluster-extra/', 'cluster/more/', '']) {
      expect(matched(`${PREFIX}${other}`)).not.toBe(path);
    }
  });

  it('gives the collapsed route the examples’ chunks under the key its component asks for', () => {
    expect(JSON.parse(collapsed.chunkNames)).toEqual({
      '/docs/ja/api/-aaa': {__comp: 'api'},
      [`${path}-${COLLAPSED_HASH}`]: EXAMPLE_CHUNKS,
      '/docs/ja/-bbb': {__comp: 'docs'},
    });
  });

  it('leaves tables with fewer than two examples as they are', () => {
    const one = routesModule([routeEntry(`${PREFIX}cluster/`, '3b4')]);
    const oneNames = JSON.stringify({[`${PREFIX}cluster/-3b4`]: EXAMPLE_CHUNKS});
    expect(collapseExampleRouteTables({routes: one, chunkNames: oneNames}, PREFIX)).toEqual({
      routes: one,
      chunkNames: oneNames,
    });
  });

  it('fails when the two tables disagree (a table laid out differently)', () => {
    const reformatted = ROUTES.replaceAll('    exact: true\n', '    exact: true,\n');
    expect(() =>
      collapseExampleRouteTables({routes: reformatted, chunkNames: CHUNK_NAMES}, PREFIX),
    ).toThrow(/route table has 0 example routes/);
  });

  it('fails when examples load different chunks', () => {
    const names = JSON.parse(CHUNK_NAMES) as Record<string, unknown>;
    names[`${PREFIX}cluster/-3b4`] = {__comp: 'other'};
    expect(() =>
      collapseExampleRouteTables({routes: ROUTES, chunkNames: JSON.stringify(names)}, PREFIX),
    ).toThrow(/"cluster" loads other chunks/);
  });

  it('fails when another route sits between the examples', () => {
    const interleaved = routesModule([
      routeEntry(`${PREFIX}3d-buildings/`, '5c6'),
      routeEntry('/docs/ja/api/', 'aaa'),
      routeEntry(`${PREFIX}cluster/`, '3b4'),
    ]);
    const names = JSON.stringify({
      [`${PREFIX}3d-buildings/-5c6`]: EXAMPLE_CHUNKS,
      [`${PREFIX}cluster/-3b4`]: EXAMPLE_CHUNKS,
    });
    expect(() =>
      collapseExampleRouteTables({routes: interleaved, chunkNames: names}, PREFIX),
    ).toThrow(/not one block/);
  });
});
