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

import {loadApiPages} from '../api-reference';
import {whatsNew, type WhatsNewData} from './model/whatsNew';
import {loadVersionFacts, VERSION_FACTS_FILE} from './versionFactsFile';

export default function apiVersionsPlugin(context: LoadContext): Plugin<WhatsNewData> {
  return {
    name: 'api-versions',

    getThemePath: () => join(__dirname, 'theme'),
    getTypeScriptThemePath: () => join(__dirname, 'theme'),

    getPathsToWatch() {
      return [join(context.siteDir, VERSION_FACTS_FILE)];
    },

    loadContent() {
      return Promise.resolve(
        whatsNew(loadApiPages(context.siteDir), loadVersionFacts(context.siteDir)),
      );
    },

    async contentLoaded({content, actions}) {
      await actions.createData('whats-new.json', JSON.stringify(content));
    },
  };
}
