// A bundler loader (CommonJS: Rspack requires loaders) for the browser
// bundle's copies of the generated route tables: it collapses the example
// routes of `routes.js` and `routesChunkNames.json` (exampleRoutes.ts),
// reading the other table from beside the one it is given so that the two
// always agree.
const {readFileSync} = require('node:fs');
const {join, dirname, basename} = require('node:path');
const createJiti = require('jiti');

const {collapseExampleRouteTables} = createJiti(__filename)('./exampleRoutes.ts');

const ROUTES = 'routes.js';
const CHUNK_NAMES = 'routesChunkNames.json';

module.exports = function exampleRouteTablesLoader(source) {
  const {prefix} = this.getOptions();
  const isRoutes = basename(this.resourcePath) === ROUTES;
  const other = join(dirname(this.resourcePath), isRoutes ? CHUNK_NAMES : ROUTES);
  this.addDependency(other);
  const otherSource = readFileSync(other, 'utf8');
  const tables = collapseExampleRouteTables(
    isRoutes
      ? {routes: source, chunkNames: otherSource}
      : {routes: otherSource, chunkNames: source},
    prefix,
  );
  return isRoutes ? tables.routes : tables.chunkNames;
};
