import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';

import catalog from '@site/example/catalog.json';
import topicLabels from '@site/example/topics.json';
import {useProductText} from '@site/src/config/useSiteSettings';
import styles from './styles.module.css';

interface CatalogEntry {
  slug: string;
  title: string;
  titleJa?: string;
  topics: string[];
}

const entries = catalog as CatalogEntry[];
const japaneseTopics = topicLabels as Record<string, string>;

/** Entries grouped by their first (primary) topic, topics in alphabetical order. */
function groupByPrimaryTopic(list: readonly CatalogEntry[]): [string, CatalogEntry[]][] {
  const groups = new Map<string, CatalogEntry[]>();
  for (const entry of list) {
    const topic = entry.topics[0] ?? 'Other';
    groups.set(topic, [...(groups.get(topic) ?? []), entry]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function topicId(topic: string): string {
  return `topic-${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** The list of every example in example/catalog.json, by topic. */
export default function ExampleCatalogue(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const productText = useProductText();
  const isJapanese = i18n.currentLocale === 'ja';
  const topicLabel = (topic: string) => (isJapanese ? (japaneseTopics[topic] ?? topic) : topic);
  const groups = groupByPrimaryTopic(entries);

  return (
    <div className={styles.catalogue}>
      <p className={styles.count}>
        <Translate
          id="examples.catalogue.count"
          values={{examples: entries.length, topics: groups.length}}>
          {'{examples} examples in {topics} topics'}
        </Translate>
      </p>
      {groups.map(([topic, list]) => (
        <section key={topic} aria-labelledby={topicId(topic)}>
          <Heading as="h2" id={topicId(topic)}>
            {topicLabel(topic)}
          </Heading>
          <ul className={styles.list}>
            {list.map((entry) => (
              <li key={entry.slug} className={styles.item}>
                <Heading as="h3" id={entry.slug} className={styles.title}>
                  {productText(isJapanese && entry.titleJa ? entry.titleJa : entry.title)}
                </Heading>
                <code className={styles.slug}>{entry.slug}</code>
                {entry.topics.length > 1 ? (
                  <span className={styles.topics}>
                    {entry.topics.slice(1).map(topicLabel).join(' · ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
