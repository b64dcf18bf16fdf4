import {join} from 'node:path';
import type {ConfigureWebpackUtils} from '@docusaurus/types';

/** A module of Docusaurus (matched on its resolved path) and the file that stands in for it. */
export type ModuleReplacement = readonly [original: RegExp, replacementFile: string];

/**
 * The bundler plugins that swap each module of `table` for the file of that
 * name in `folder`. The overrides and the features' own server-only modules
 * list their replacements this way, so that `tests/unit/overrides.test.ts`
 * can check the overrides' against the installed Docusaurus.
 */
export function replaceModules(
  {currentBundler}: Pick<ConfigureWebpackUtils, 'currentBundler'>,
  folder: string,
  table: ReadonlyArray<ModuleReplacement>,
) {
  const {NormalModuleReplacementPlugin} = currentBundler.instance;
  return table.map(
    ([original, replacementFile]) =>
      new NormalModuleReplacementPlugin(original, join(folder, replacementFile)),
  );
}
