/**
 * Examples plugin: reads every `example/{slug}/` (index.html + meta.json),
 * validates it, writes the offline preview runtime and one demo document
 * per example, and creates the `/example/{slug}/` pages in each locale.
 * The gallery on /example/ reads the summaries from this plugin's global data.
 */
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

import {
  RUNTIME_DIR,
  readExamples,
  writeRuntime,
  type ExamplesPluginOptions,
  type LoadedExample,
} from './runtime';
import type {ExampleData, ExampleSummary, ExamplesGlobalData} from './types';

/** Example prose without its markdown: link labels and code kept as text. */
function plainText(markdown: string): string {
  return markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/`([^`]+)`/g, '$1');
}

function firstSentence(markdown: string): string {
  const plain =
    plainText(markdown)
      .split(/\n\s*\n/)[0]
      ?.trim() ?? '';
  // A Japanese full stop ends a sentence even without a following space.
  const sentence = /^.+?(?:\.(?=\s|$)|。)/.exec(plain)?.[0] ?? plain;
  return sentence.length > 180 ? `${sentence.slice(0, 177)}…` : sentence;
}

export default function examplesPlugin(
  context: LoadContext,
  pluginOptions: unknown,
): Plugin<LoadedExample[]> {
  // Docusaurus types plugin options as unknown; docusaurus.config.ts passes these.
  const options = pluginOptions as ExamplesPluginOptions;
  const exampleDir = join(context.siteDir, 'example');
  const runtimeDir = join(context.siteDir, '.generated', RUNTIME_DIR);
  const imagesFile = join(exampleDir, 'images.json');

  return {
    name: 'examples',

    getPathsToWatch() {
      return [join(exampleDir, '**/*'), join(__dirname, 'runtime', '*')];
    },

    async loadContent() {
      const examples = await readExamples(exampleDir, options.tokens);
      await writeRuntime(runtimeDir, examples, options);
      return examples;
    },

    async contentLoaded({content: examples, actions}) {
      const locale = context.i18n.currentLocale === 'ja' ? 'ja' : 'en';
      const topicLabels = JSON.parse(
        await readFile(join(exampleDir, 'topics.json'), 'utf8'),
      ) as Record<string, string>;
      const images = JSON.parse(await readFile(imagesFile, 'utf8').catch(() => '{}')) as Record<
        string,
        string
      >;
      const topic = (id: string) => ({id, label: locale === 'ja' ? (topicLabels[id] ?? id) : id});
      const summaries: ExampleSummary[] = [];
      for (const {slug, meta, html} of examples) {
        const thumbnail = images[slug] ? `/img/examples/${images[slug]}` : null;
        const data: ExampleData = {
          slug,
          title: meta.title[locale],
          description: meta.description[locale],
          topics: meta.topics.map(topic),
          created: meta.created,
          live: meta.live,
          liveReason: meta.liveReason?.[locale] ?? null,
          code: html,
          demoPath: `/${RUNTIME_DIR}/demo/${slug}.html`,
          thumbnail,
        };
        const dataPath = await actions.createData(`example-${slug}.json`, JSON.stringify(data));
        actions.addRoute({
          path: normalizeUrl([context.baseUrl, 'example', slug, '/']),
          component: '@site/src/components/ExamplePage',
          exact: true,
          modules: {example: dataPath},
        });
        summaries.push({
          slug,
          title: data.title,
          summary: firstSentence(data.description),
          text: plainText(data.description).replace(/\s+/g, ' '),
          topics: meta.topics,
          thumbnail,
          live: meta.live,
        });
      }
      const globalData: ExamplesGlobalData = {
        examples: summaries,
        topics: Object.keys(topicLabels).map(topic),
      };
      actions.setGlobalData(globalData);
    },
  };
}
