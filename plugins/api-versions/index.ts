/**
 * Version facts plugin: the one reader of `versions.json` (written by
 * `npm run api:versions`, never by the build). The API reference shows each
 * dated entry's "Since" label from it, the examples their minimum version,
 * and this plugin writes the "What's new" page's data
 * (`@generated/api-versions/default/whats-new.json`, imported by
 * `docs/api/whats-new.mdx`) and serves its components (`theme/`).
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {loadApiPages} from '../../src/model/api/entries';
import {whatsNew, type WhatsNewData} from './model/whatsNew';
import {loadVersionFacts, VERSION_FACTS_FILE} from '../../src/model/versions/versionFactsFile';
import {TOKENS_SCHEMA, optionsValidator} from '../pluginOptions';

// A type alias, not an interface: Docusaurus wants plugin options indexable.
export type ApiVersionsPluginOptions = {
  /** The version the docs describe (`LIBRARY_VERSION`). */
  readonly libraryVersion: string;
};

/** Checked by Docusaurus before the plugin runs (plugins/pluginOptions.ts). */
export const validateOptions = optionsValidator<ApiVersionsPluginOptions>('api-versions', {
  libraryVersion: TOKENS_SCHEMA.extract('libraryVersion'),
});

export default function apiVersionsPlugin(
  context: LoadContext,
  pluginOptions: unknown,
): Plugin<WhatsNewData> {
  const {libraryVersion} = pluginOptions as ApiVersionsPluginOptions;
  return {
    name: 'api-versions',

    getThemePath: () => join(__dirname, 'theme'),
    getTypeScriptThemePath: () => join(__dirname, 'theme'),

    getPathsToWatch() {
      return [join(context.siteDir, VERSION_FACTS_FILE)];
    },

    loadContent() {
      const facts = loadVersionFacts(context.siteDir);
      if (facts.libraryVersion !== libraryVersion) {
        // Not fatal: a preview of the next release builds before its facts exist.
        console.warn(
          `[api-versions] ${VERSION_FACTS_FILE} was made for ${facts.libraryVersion}, the docs describe ${libraryVersion}: run npm run api:versions.`,
        );
      }
      return Promise.resolve(whatsNew(loadApiPages(context.siteDir), facts));
    },

    async contentLoaded({content, actions}) {
      await actions.createData('whats-new.json', JSON.stringify(content));
    },
  };
}
