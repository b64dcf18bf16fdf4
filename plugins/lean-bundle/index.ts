import type {Plugin} from '@docusaurus/types';

import {replaceModules, type ModuleReplacement} from '../moduleReplacements';

/**
 * Docusaurus modules this plugin replaces in the browser bundle, with the
 * file of this folder that replaces each (checked against the installed
 * Docusaurus by `tests/unit/moduleReplacements.test.ts`).
 */
export const REPLACED_MODULES: ReadonlyArray<ModuleReplacement> = [
  // Imported by the core's `Link` and the theme for `applyTrailingSlash`.
  [/utils-common[\\/]lib[\\/]index(\.js)?$/, 'utilsCommon.ts'],
  // The classic theme's client module for the navigation progress bar.
  [/theme-classic[\\/]lib[\\/]nprogress(\.js)?$/, 'nprogress.ts'],
];

/**
 * Keeps code that pages do not run out of every page's main bundle: a
 * library module that drags in more than the page uses is replaced by one
 * that imports only what is used. The server bundle keeps the originals,
 * whose size no reader downloads.
 */
export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(_config, isServer, utils) {
      return isServer ? {} : {plugins: replaceModules(utils, __dirname, REPLACED_MODULES)};
    },
  };
}
