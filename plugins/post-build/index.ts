/**
 * The site's one postBuild: after each locale's build it reads every page
 * once and runs the steps that work on the built HTML, in this order:
 *
 * 0. in the default locale's build, the examples' files every locale shares
 *    (thumbnails, runtime), copied once to the site's root
 *    (plugins/examples/sharedAssets.ts);
 * 1. search records (plugins/search/build/writeIndex.ts);
 * 2. Markdown twins (plugins/markdown-twins), beside every page;
 * 3. llms.txt and llms-full.txt, from the twins (llms.txt ends with where
 *    SKILL.md is and how to start the MCP server);
 * 3a. in the default locale's build, SKILL.md at the site's root
 *    (plugins/skill-file), after the twins and llms.txt its links lead to;
 * 3b. the tool data (plugins/mcp-server/build/writeToolData.ts): the API reference's
 *    localized pages and the examples' records as JSON, for the MCP server;
 * 3c. the writers' pages (plugins/writers): the glossary and the translation
 *    status, static pages that are no routes of the readers' app;
 * 4. Content Security Policies (plugins/security-headers): the only step
 *    that rewrites pages, when nothing reads them any more;
 * 5. the offline copy's file list and the service worker (plugins/offline),
 *    which hash the files as they are served.
 *
 * The steps read the examples' and the API reference's models for what a
 * page's HTML would only repeat.
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

import type {ProductTokenValues} from '../../src/config/productTokens';
import {baseUrlFor, type SiteSettings} from '../../src/config/settings';
import type {ExampleRecord} from '../examples/model';
import {writeLlmsFiles, writeMarkdownTwins} from '../markdown-twins';
import {apiSearchBlocks, writeSearchIndex} from '../search';
import {applySecurityPolicies} from '../security-headers';
import {neverCachedPrefixes, writeOfflineFiles} from '../offline';
import {copySharedAssets, sharedFolders} from '../examples/sharedAssets';
import {mcpServerSection, writeToolData} from '../mcp-server';
import {skillFileSection, writeSkillFile, type SkillFile} from '../skill-file';
import {readBuiltLocale, type BuiltLocale} from '../../src/lib/builtLocale';
import {writeWritersPages} from '../writers';
import type {GlossaryTerm} from '../writers/glossary';
import {statusPageData} from '../translations';
import type {TranslationReport} from '../translations/core/status';
import {Joi} from '@docusaurus/utils-validation';
import {SETTINGS_SCHEMA, TOKENS_SCHEMA, optionsValidator} from '../pluginOptions';

// A type alias, not an interface: Docusaurus wants plugin options indexable.
export type PostBuildOptions = {
  readonly tokens: ProductTokenValues;
  readonly settings: SiteSettings;
  /** Folder of the example runtime (demo documents and the runner) in each locale's output. */
  readonly runtimeDir: string;
};

/** Checked by Docusaurus before the plugin runs (plugins/pluginOptions.ts). */
export const validateOptions = optionsValidator<PostBuildOptions>('post-build', {
  tokens: TOKENS_SCHEMA,
  settings: SETTINGS_SCHEMA,
  runtimeDir: Joi.string()
    .pattern(/^[\w-]+$/)
    .required(),
});

interface Step {
  readonly name: string;
  readonly run: (built: BuiltLocale) => Promise<string | void>;
}

export default function postBuildPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as PostBuildOptions;
  let examples: readonly ExampleRecord[] = [];
  let glossary: readonly GlossaryTerm[] = [];
  let translationReport: TranslationReport | undefined;
  let skillFile: SkillFile | undefined;

  return {
    name: 'post-build',

    async allContentLoaded({allContent}) {
      examples = (allContent.examples?.default ?? []) as readonly ExampleRecord[];
      glossary = (allContent.writers?.default ?? []) as readonly GlossaryTerm[];
      translationReport = allContent.translations?.default as TranslationReport | undefined;
      skillFile = allContent['skill-file']?.default as SkillFile | undefined;
    },

    async postBuild({outDir, routesPaths, baseUrl, siteConfig}) {
      const built = await readBuiltLocale({
        outDir,
        baseUrl,
        routesPaths,
        siteUrl: siteConfig.url,
        locale: context.i18n.currentLocale,
        siteTitle: siteConfig.title,
        tagline: siteConfig.tagline,
      });
      let twins: Awaited<ReturnType<typeof writeMarkdownTwins>> = [];
      const {defaultLocale, currentLocale} = context.i18n;
      const steps: readonly Step[] = [
        ...(currentLocale === defaultLocale
          ? [
              {
                name: 'shared example files',
                run: (locale: BuiltLocale) => copySharedAssets(context, locale.outDir),
              },
            ]
          : []),
        {
          name: 'search index',
          run: (locale) =>
            writeSearchIndex(
              locale,
              examples,
              options.tokens,
              apiSearchBlocks(context, options.tokens, examples),
            ),
        },
        {
          name: 'Markdown twins',
          run: async (locale) => {
            twins = await writeMarkdownTwins(locale, examples);
            return `${twins.length} twins`;
          },
        },
        {
          name: 'llms.txt',
          run: (locale) =>
            writeLlmsFiles(locale, twins, [
              ...(skillFile ? [skillFileSection(locale.locale, skillFile.url)] : []),
              mcpServerSection(locale.locale, options.tokens.productId),
            ]),
        },
        ...(skillFile && currentLocale === defaultLocale
          ? [{name: 'SKILL.md', run: (locale: BuiltLocale) => writeSkillFile(locale, skillFile!)}]
          : []),
        {
          name: 'tool data',
          run: (locale) => writeToolData(locale, context, options.tokens, examples),
        },
        ...(translationReport
          ? [
              {
                name: "writers' pages",
                run: (locale: BuiltLocale) =>
                  writeWritersPages(locale, context.generatedFilesDir, {
                    codeTranslations: context.codeTranslations,
                    glossary,
                    status: statusPageData(translationReport!, context.i18n),
                    localeBaseUrls: Object.fromEntries(
                      context.i18n.locales.map((locale) => [
                        locale,
                        context.i18n.localeConfigs[locale]?.baseUrl ?? baseUrl,
                      ]),
                    ),
                  }),
              },
            ]
          : []),
        {
          name: 'security policies',
          run: (locale) =>
            applySecurityPolicies(locale, {
              settings: options.settings,
              runtimeDir: options.runtimeDir,
              i18n: context.i18n,
              examples,
            }),
        },
        {
          name: 'offline copy',
          run: (locale) =>
            writeOfflineFiles(locale, {
              defaultLocale,
              locales: context.i18n.locales,
              siteBaseUrl: baseUrlFor(options.settings),
              sharedFolders: sharedFolders(context).map((folder) => folder.path),
              neverCache: neverCachedPrefixes(options.settings),
              generatedFilesDir: context.generatedFilesDir,
            }),
        },
      ];
      const report: string[] = [];
      for (const step of steps) {
        const started = Date.now();
        const summary = await step.run(built);
        report.push(`${step.name}${summary ? ` (${summary})` : ''} ${Date.now() - started} ms`);
      }
      console.log(
        `[post-build] ${built.locale}: ${built.pages.length} pages; ${report.join('; ')}`,
      );
    },
  };
}

// The config gives this plugin as a function, whose options check Docusaurus reads from this
// property; its type is generic over any options, this one checks one plugin's.
postBuildPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
