/**
 * Every framework override of the site, each a Docusaurus plugin of its own
 * (see this folder's README for what each replaces and why it stays).
 * `DOCS_OVERRIDES` chooses which a build applies (`switch.ts`); with `none`
 * the site builds with the packages as they ship (`npm run build:stock`).
 */
import type {PluginConfig} from '@docusaurus/types';

import {clientEntry} from './client-entry';
import {codeBlock} from './code-block';
import {docsVersion} from './docs-version';
import {exampleRoutes} from './example-routes';
import {head} from './head';
import {hydrateLater} from './hydrate-later';
import {inlineTranslations} from './inline-translations';
import type {Override} from './override';
import {prefetch} from './prefetch';
import {routeComponents} from './route-components';
import {searchRepairs} from './search-repairs';
import {overrideIsOn} from './switch';
import {transitions} from './transitions';
import {utilsCommon} from './utils-common';

export const OVERRIDES: readonly Override[] = [
  clientEntry,
  routeComponents,
  prefetch,
  transitions,
  hydrateLater,
  head,
  utilsCommon,
  exampleRoutes,
  inlineTranslations,
  docsVersion,
  codeBlock,
  searchRepairs,
];

/** The plugins of the overrides this build applies. */
export function overridePlugins(): PluginConfig[] {
  return OVERRIDES.filter(({name}) => overrideIsOn(name)).map(({plugin}) => plugin);
}
