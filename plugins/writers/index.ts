/**
 * Pages for the site's writers, not its readers: the Japanese glossary at
 * `writers/glossary/` in each locale. They are left out of the sitemap and,
 * through their `noindex` robots tag, out of the site's search.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

import {GLOSSARY_FILE, readGlossary, type GlossaryTerm} from './glossary';
import {optionsValidator} from '../pluginOptions';

export const WRITERS_PATH = 'writers/';

/** It takes no options: one given by mistake fails the build (plugins/pluginOptions.ts). */
export const validateOptions = optionsValidator<object>('writers', {});

export default function writersPlugin(context: LoadContext): Plugin<GlossaryTerm[]> {
  const glossaryPath = join(context.siteDir, GLOSSARY_FILE);
  return {
    name: 'writers',

    getThemePath: () => join(__dirname, 'theme'),
    getTypeScriptThemePath: () => join(__dirname, 'theme'),
    getPathsToWatch: () => [glossaryPath],

    async loadContent() {
      return readGlossary(glossaryPath);
    },

    async contentLoaded({content, actions}) {
      const glossary = await actions.createData('glossary.json', JSON.stringify(content));
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, WRITERS_PATH, 'glossary', '/']),
        component: '@theme/WritersGlossary',
        modules: {glossary},
        exact: true,
      });
    },
  };
}
