import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

import {Joi} from '@docusaurus/utils-validation';

import {replaceModules, type ModuleReplacement} from '../moduleReplacements';
import {optionsValidator} from '../pluginOptions';
import {tokenColoursCss, type CodeThemes} from './tokenColours';
import {tokenClasses} from './tokenTypes';

/** The server bundle renders every block highlighted, with Prism loaded up front. */
const SERVER_HIGHLIGHTER: ModuleReplacement = [
  /code-highlighting[\\/]useHighlighter(\.ts)?$/,
  'useHighlighter.server.ts',
];

/** A Prism theme: its plain colours and its token styles. */
const PRISM_THEME = Joi.object({
  plain: Joi.object().required(),
  styles: Joi.array().items(Joi.object()).required(),
})
  .unknown()
  .required();

/** Checked by Docusaurus before the plugin runs (plugins/pluginOptions.ts). */
export const validateOptions = optionsValidator<CodeThemes>('code-highlighting', {
  light: PRISM_THEME,
  dark: PRISM_THEME,
});

/**
 * Code colours as a stylesheet for both colour modes, written from the
 * `themes` option (`tokenColours.ts`): the site's Prism theme has none, so
 * code renders without inline styles, the same in both modes, and tokens no
 * theme colours are bare text (`tokenTypes.ts`). Components that highlight
 * in the browser load Prism as a chunk of its own (`useHighlighter.ts`); the
 * server bundle has it at once. The `code-block` override
 * (plugins/overrides) gives the theme's code blocks the same treatment.
 */
export default function codeHighlightingPlugin(context: LoadContext, options: unknown): Plugin {
  // Checked by `validateOptions` before Docusaurus calls the plugin.
  const themes = options as CodeThemes;
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
    configureWebpack: (_config, isServer, utils) =>
      isServer ? {plugins: replaceModules(utils, __dirname, [SERVER_HIGHLIGHTER])} : {},
  };
}

// The config gives this plugin as a function, whose options check Docusaurus reads from this
// property; its type is generic over any options, this one checks one plugin's.
codeHighlightingPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
