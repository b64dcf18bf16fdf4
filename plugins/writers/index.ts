/**
 * Pages for the site's writers, not its readers: the Japanese glossary and the
 * translation status, at `writers/glossary/` and `writers/translations/` in
 * each locale. The build writes them as static pages in the site's frame
 * (build/writePages.ts, a step of plugins/post-build), not as routes of the
 * readers' app: out of the sitemap, the search index and the offline copy,
 * and no byte of them in a reader's JavaScript.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

import {GLOSSARY_FILE, readGlossary} from './glossary';
import {optionsValidator} from '../pluginOptions';

export {WRITERS_PATH, writeWritersPages} from './build/writePages';

/** It takes no options: one given by mistake fails the build (plugins/pluginOptions.ts). */
export const validateOptions = optionsValidator<object>('writers', {});

export default function writersPlugin(context: LoadContext): Plugin {
  const glossaryPath = join(context.siteDir, GLOSSARY_FILE);
  return {
    name: 'writers',

    // The pages' components, for `write-translations` (the build renders them in Node).
    getThemePath: () => join(__dirname, 'theme'),
    getTypeScriptThemePath: () => join(__dirname, 'theme'),
    getPathsToWatch: () => [glossaryPath],

    async loadContent() {
      return readGlossary(glossaryPath);
    },
  };
}

// The config gives this plugin as a function, whose options check Docusaurus reads from this
// property; its type is generic over any options, this one checks one plugin's.
writersPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
