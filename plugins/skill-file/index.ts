/**
 * SKILL.md, a skill for coding assistants: this plugin reads the source
 * beside it and renders it for the configured product and hosts
 * (render.ts); the post-build pipeline (plugins/post-build) publishes the
 * result at the site's root with its links checked (build.ts) and points
 * each llms.txt to it (llmsSection.ts). The plugin writes nothing itself:
 * plugins' postBuild hooks run side by side, and the file's links need the
 * twins and llms.txt the pipeline writes first.
 */
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

import type {ProductTokenValues} from '../../src/config/productTokens';
import {baseUrlFor, type SiteSettings} from '../../src/config/settings';
import {SETTINGS_SCHEMA, TOKENS_SCHEMA, optionsValidator} from '../pluginOptions';
import type {SkillFile} from './build';
import {SKILL_FILE, renderSkillFile} from './render';

export {writeSkillFile, type SkillFile} from './build';
export {skillFileSection} from './llmsSection';

// A type alias, not an interface: Docusaurus wants plugin options indexable.
export type SkillFileOptions = {
  readonly tokens: ProductTokenValues;
  readonly settings: SiteSettings;
};

/** Checked by Docusaurus before the plugin runs (plugins/pluginOptions.ts). */
export const validateOptions = optionsValidator<SkillFileOptions>('skill-file', {
  tokens: TOKENS_SCHEMA,
  settings: SETTINGS_SCHEMA,
});

/** The source, with product tokens and links under the site. */
export const SKILL_SOURCE = join(__dirname, SKILL_FILE);

/** The published file's text and address, from the source and the settings. */
export function skillFileFor(source: string, options: SkillFileOptions): SkillFile {
  // The English site: the file is the same for every locale and lives at its root.
  const siteUrl = `${options.settings.hosts.production.docs}${baseUrlFor(options.settings)}`;
  return {
    markdown: renderSkillFile(source, {tokens: options.tokens, siteUrl}),
    url: `${siteUrl}${SKILL_FILE}`,
  };
}

export default function skillFilePlugin(_context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as SkillFileOptions;
  return {
    name: 'skill-file',

    async loadContent() {
      return skillFileFor(await readFile(SKILL_SOURCE, 'utf8'), options);
    },

    getPathsToWatch() {
      return [SKILL_SOURCE];
    },
  };
}

// The config gives this plugin as a function, whose options check Docusaurus reads from this
// property; its type is generic over any options, this one checks one plugin's.
skillFilePlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
