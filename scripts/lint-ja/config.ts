/**
 * The rules each kind of Japanese text is held to. The technical-writing
 * preset is tuned to the site: its lists, tables and headings are written
 * in です/ます like its prose (the preset expects である in lists), a
 * full-width question mark ends a reader's question, and a sentence may
 * run to 120 characters (100 by default), as API names in code count. UI strings (buttons,
 * labels, short status lines) and titles are not sentences, so the rules about
 * sentence ends and length are left to pages, descriptions and entries.
 */
import {loadPackagesFromRawConfig, type TextlintRcConfig} from '@textlint/config-loader';
import {TextlintKernelDescriptor} from '@textlint/kernel';
import markdown from '@textlint/textlint-plugin-markdown';
import type {TextlintFixableRuleModule, TextlintRuleModule} from '@textlint/types';

import {fullWidthParentheses, noBreakInSentence, politeEnding} from './rules';
import {siteMdx} from './siteMdx';

export type TextKind = 'page' | 'label' | 'example' | 'entry';

// The one place the glossary's path is written: the writers' page reads the same file.
export {GLOSSARY_FILE as GLOSSARY} from '../../plugins/writers/glossary';
import {GLOSSARY_FILE as GLOSSARY} from '../../plugins/writers/glossary';

const PRESET = 'preset-ja-technical-writing';

function rawConfig(kind: TextKind): TextlintRcConfig {
  const sentences = kind !== 'label';
  return {
    rules: {
      [PRESET]: {
        'no-mix-dearu-desumasu': {
          preferInHeader: '',
          preferInBody: 'ですます',
          preferInList: 'ですます',
          strict: false,
        },
        'no-exclamation-question-mark': {allowFullWidthQuestion: true},
        'ja-no-mixed-period': sentences,
        // API names in code spans count as characters: `map.queryRenderedFeatures()` is 28.
        'sentence-length': sentences ? {max: 120} : false,
      },
      prh: {rulePaths: [GLOSSARY]},
    },
  };
}

const OWN_RULES: readonly [string, TextlintRuleModule | TextlintFixableRuleModule][] = [
  ['site/no-break-in-sentence', noBreakInSentence],
  ['site/full-width-parentheses', fullWidthParentheses],
];

/** Descriptions of entries and examples are prose, each paragraph a sentence in です/ます. */
const PROSE_RULES: readonly [string, TextlintRuleModule | TextlintFixableRuleModule][] = [
  ['site/polite-ending', politeEnding],
];

/** The textlint descriptor for one kind of text: plugins, the tuned preset, the glossary, the site's rules. */
export async function descriptorFor(
  siteDir: string,
  kind: TextKind,
): Promise<TextlintKernelDescriptor> {
  const loaded = await loadPackagesFromRawConfig({
    rawConfig: rawConfig(kind),
    node_moduleDir: undefined,
  });
  if (!loaded.ok) {
    throw new Error(`textlint's rules did not load: ${loaded.error.message}`);
  }
  return new TextlintKernelDescriptor({
    rules: [
      ...loaded.config.rules,
      ...[...OWN_RULES, ...(kind === 'entry' || kind === 'example' ? PROSE_RULES : [])].map(
        ([ruleId, rule]) => ({ruleId, rule, options: true}),
      ),
    ],
    filterRules: loaded.config.filterRules,
    plugins: [
      kind === 'page'
        ? {pluginId: 'mdx', plugin: siteMdx, options: true}
        : {pluginId: 'markdown', plugin: markdown, options: true},
    ],
    configBaseDir: siteDir,
  });
}
