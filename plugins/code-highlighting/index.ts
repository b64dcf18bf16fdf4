import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {replaceModules, type ModuleReplacement} from '../moduleReplacements';
import {overrideIsOn} from '../overrides/switch';
import {tokenColoursCss, type CodeThemes} from './tokenColours';
import {tokenClasses} from './tokenTypes';

const THEME_PRISM_CLIENT_MODULE = /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const THEME_MUTATION_OBSERVER_HOOK =
  /theme-common[\\/]lib[\\/]hooks[\\/]useMutationObserver(\.js)?$/;

/** The server bundle renders every block highlighted, with Prism loaded up front. */
const SERVER_HIGHLIGHTER: ModuleReplacement = [
  /code-highlighting[\\/]useHighlighter$/,
  'useHighlighter.server.ts',
];

/**
 * Theme modules replaced in both bundles, with the file of this folder that
 * replaces each (checked against the installed theme by a unit test).
 */
export const REPLACED_MODULES: ReadonlyArray<ModuleReplacement> = [
  [THEME_PRISM_CLIENT_MODULE, 'noClientModule.ts'],
  [THEME_MUTATION_OBSERVER_HOOK, 'useMutationObserver.ts'],
];

/**
 * Keeps Prism out of every page's main bundle. The server bundle renders
 * every code block highlighted, as before; in the browser a block hydrated
 * from that HTML keeps it, and the highlighter is a chunk loaded only when a
 * block must be rendered there (`theme/CodeBlock/Content`,
 * `useHighlighter.ts`). The classic theme registers the extra languages in a
 * client module that imports Prism on every page; that module is replaced by
 * an empty one, and `prism.ts` registers them where Prism is loaded. The
 * theme's `useMutationObserver` (the word-wrap button's) is replaced by one
 * that does not sort its options with `localeCompare` while hydrating.
 *
 * Token colours are a stylesheet for both colour modes, written from the
 * `themes` option (`tokenColours.ts`); the site's Prism theme has none, so
 * code is rendered without inline styles, the same in both modes. Tokens
 * no theme colours are bare text (`tokenTypes.ts`).
 */
export default function codeHighlightingPlugin(context: LoadContext, options: unknown): Plugin {
  const themes = options as CodeThemes;
  if (!Array.isArray(themes.light?.styles) || !Array.isArray(themes.dark?.styles)) {
    throw new Error('code-highlighting: the options need a `light` and a `dark` Prism theme');
  }
  const stylesheet = join(context.generatedFilesDir, 'code-highlighting', 'token-colours.css');
  mkdirSync(join(stylesheet, '..'), {recursive: true});
  writeFileSync(stylesheet, tokenColoursCss(themes));
  return {
    name: 'code-highlighting',
    getClientModules: () => [stylesheet],
    // Code blocks render tokens of any other type as bare text.
    contentLoaded({actions}) {
      actions.setGlobalData({tokenClasses: tokenClasses(themes)});
    },
    ...(overrideIsOn('code-block') && {
      getThemePath: () => join(__dirname, 'theme'),
      getTypeScriptThemePath: () => join(__dirname, 'theme'),
    }),
    configureWebpack(_config, isServer, utils) {
      return {
        plugins: replaceModules(utils, __dirname, [
          ...(overrideIsOn('code-block') ? [REPLACED_MODULES[0]!] : []),
          ...(overrideIsOn('mutation-observer') ? [REPLACED_MODULES[1]!] : []),
          ...(isServer ? [SERVER_HIGHLIGHTER] : []),
        ]),
      };
    },
  };
}
