/**
 * Translation status of the Japanese edition. Each translated unit (page,
 * example, API entry, UI string) records the fingerprint of the English it
 * translates (`i18n/ja/translation-records.yml`, core/records.ts); the build
 * compares it with the English of today and
 *
 * - prints a one-line summary when it builds the Japanese site;
 * - gives the status to the writers' status page (statusPageData, which the
 *   post-build pipeline hands to plugins/writers);
 * - makes each Japanese docs page depend on its English file, so that the
 *   dev server compiles it again when the English is saved; the notice
 *   itself is added by the remark plugin (remark/translationNotice.ts).
 *
 * The API reference and the examples mark their own outdated entries and
 * examples through core/marks.ts, when they localise them.
 */
import {join} from 'node:path';
import type {I18n, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {logger} from '@docusaurus/logger';

import {englishBaseUrlOf} from './core/marks';
import {RECORDS_FILE} from './core/records';
import {summaryLine, translationReport, type TranslationReport} from './core/status';
import {EXAMPLES_DIR, JAPANESE_DOCS_DIR} from './core/units';
import type {TranslationStatusData} from './types';
import {optionsValidator} from '../pluginOptions';

function problemText(problem: TranslationReport['problems'][number]): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return `${where}${problem.unit ? ` (${problem.unit})` : ''}: ${problem.message}`;
}

/** The report as the writers' status page shows it: a row per unit, the problems as lines. */
export function statusPageData(
  report: TranslationReport,
  i18n: Pick<I18n, 'defaultLocale' | 'localeConfigs'>,
): TranslationStatusData {
  const englishBaseUrl = englishBaseUrlOf(i18n);
  return {
    rows: report.statuses.map(({unit, state, englishChanged, changedSections}) => ({
      id: unit.id,
      kind: unit.kind,
      label: unit.label,
      state,
      ...(englishChanged ? {englishChanged} : {}),
      ...(changedSections ? {changedSections} : {}),
      path: unit.path,
      japaneseFile: unit.japaneseFile,
    })),
    problems: report.problems.map(problemText),
    englishBaseUrl,
    japaneseBaseUrl: i18n.localeConfigs.ja?.baseUrl ?? `${englishBaseUrl}ja/`,
  };
}

/** It takes no options: one given by mistake fails the build (plugins/pluginOptions.ts). */
export const validateOptions = optionsValidator<object>('translations', {});

export default function translationsPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  return {
    name: 'translations',

    getThemePath: () => join(__dirname, 'theme'),
    getTypeScriptThemePath: () => join(__dirname, 'theme'),

    getPathsToWatch: () => [
      join(siteDir, 'docs', '**', '*.{md,mdx}'),
      join(siteDir, JAPANESE_DOCS_DIR, '**', '*.{md,mdx}'),
      join(siteDir, 'i18n', 'ja', '*.{json,yml}'),
      join(siteDir, EXAMPLES_DIR, '*', 'meta.json'),
    ],

    async loadContent() {
      const report = await translationReport(siteDir);
      if (context.i18n.currentLocale === 'ja') {
        logger.info(summaryLine(report));
        for (const problem of report.problems) logger.warn(problemText(problem));
      }
      return report;
    },

    configureWebpack() {
      if (context.i18n.currentLocale !== 'ja') return {};
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/,
              include: [join(siteDir, JAPANESE_DOCS_DIR)],
              enforce: 'pre' as const,
              use: [
                {
                  loader: require.resolve('./englishSourceLoader.cjs'),
                  options: {siteDir, japaneseDocsDir: JAPANESE_DOCS_DIR, recordsFile: RECORDS_FILE},
                },
              ],
            },
          ],
        },
      };
    },
  };
}

// The config gives this plugin as a function, whose options check Docusaurus reads from this
// property; its type is generic over any options, this one checks one plugin's.
translationsPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
