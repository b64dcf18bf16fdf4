/**
 * What `npm run search:push` sends to the hosted search index and how: the
 * built records (both locales) with their ranking weights, and the index
 * settings, replacing the old records atomically (the client fills a
 * temporary index and moves it over).
 *
 * Environment: SEARCH_APP_ID, SEARCH_ADMIN_API_KEY (a key with addObject,
 * deleteIndex and editSettings; never the search-only key the site ships),
 * SEARCH_INDEX_NAME (default: the product id), BUILD_DIR (default build) and
 * SEARCH_HOST (`http://host:port` of another server speaking the service's
 * API, such as `npm run search:serve`; default: the service's own hosts).
 */
import {resolve} from 'node:path';
import type {IndexSettings} from 'algoliasearch';

import {resolveSettings} from '../../../src/config/settings';
import type {RecordType, SearchRecord} from '../engine/types';
import {readBuiltRecords} from './searchServer';

type Env = Readonly<Record<string, string | undefined>>;

export interface PushConfig {
  appId: string;
  adminApiKey: string;
  indexName: string;
  buildDir: string;
  /** Another server to send to, as a URL; null for the service's own hosts. */
  host: URL | null;
}

/** The push settings from the environment; throws a message saying what is missing. */
export function pushConfig(env: Env): PushConfig {
  const settings = resolveSettings(env);
  const adminApiKey = env.SEARCH_ADMIN_API_KEY?.trim() ?? '';
  const missing = [
    !settings.search.appId && 'SEARCH_APP_ID',
    !adminApiKey && 'SEARCH_ADMIN_API_KEY',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `search:push needs ${missing.join(' and ')} in the environment ` +
        '(the application id and an admin API key that may write the index). Nothing was sent.',
    );
  }
  return {
    appId: settings.search.appId,
    adminApiKey,
    indexName: settings.search.indexName,
    buildDir: resolve(env.BUILD_DIR ?? 'build'),
    host: env.SEARCH_HOST?.trim() ? new URL(env.SEARCH_HOST.trim()) : null,
  };
}

const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

/** Records with the weights the index's custom ranking reads. */
export function withRanking(records: readonly SearchRecord[]) {
  return records.map((record) => ({
    ...record,
    weight: {level: LEVEL_WEIGHT[record.type], position: record.position},
  }));
}

/** Index settings: the hierarchy ranks in order, then keywords and text. */
export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'unordered(keywords)',
    'content',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'url', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  indexLanguages: ['en', 'ja'],
  queryLanguages: ['en', 'ja'],
  advancedSyntax: true,
};

/** Sends the settings and the built records; returns how many records were sent. */
export async function pushRecords(config: PushConfig): Promise<number> {
  const records = withRanking(await readBuiltRecords(config.buildDir));
  const {algoliasearch} = await import('algoliasearch');
  const hosts = config.host && [
    {
      url: config.host.host,
      protocol: config.host.protocol.replace(':', '') as 'http' | 'https',
      accept: 'readWrite' as const,
    },
  ];
  const client = algoliasearch(config.appId, config.adminApiKey, hosts ? {hosts} : undefined);
  const {taskID} = await client.setSettings({
    indexName: config.indexName,
    indexSettings: INDEX_SETTINGS,
  });
  await client.waitForTask({indexName: config.indexName, taskID});
  // Copies the settings to a temporary index, fills it, then moves it over.
  await client.replaceAllObjects({indexName: config.indexName, objects: records, batchSize: 1000});
  return records.length;
}
