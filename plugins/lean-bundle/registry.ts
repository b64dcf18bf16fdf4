/**
 * The browser's chunk registry without the module paths Docusaurus writes
 * beside each loader (`"@site/docs/guides/install.mdx"`): react-loadable
 * reads them only while the server renders, to collect the modules a page
 * used, yet each path stayed in every page's main script (about 0.6 KiB
 * gzip). The debug plugin's registry page lists the registry as generated.
 */
export function withoutModulePaths(source: string): string {
  const entry = /(\(\) => import\([^)]*\)), "[^"]*", (require\.resolveWeak\()/g;
  const stripped = source.replace(entry, '$1, "", $2');
  const entries = source.match(/require\.resolveWeak\(/g)?.length ?? 0;
  const emptied = stripped.match(/, "", require\.resolveWeak\(/g)?.length ?? 0;
  if (emptied !== entries) {
    throw new Error(
      `lean-bundle: emptied ${emptied} of the registry's ${entries} module paths; is it laid out differently?`,
    );
  }
  return stripped;
}
