import {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';

import {THUMBNAIL_SIZE} from '@site/plugins/examples/thumbnailSize';
import type {GalleryCard, GalleryData} from '@site/plugins/examples/gallery';
import {filterExamples} from './filterExamples';
import {useGalleryFilters} from './useGalleryFilters';
import {useSearchText} from './useSearchText';
import styles from './styles.module.css';

function topicAnchor(topic: string): string {
  return `topic-${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function Card({example}: {example: GalleryCard}): ReactNode {
  const thumbnail = useBaseUrl(example.thumbnail);
  return (
    <li className={styles.card}>
      <Link className={styles.cardLink} to={`/example/${example.slug}/`}>
        <img
          className={styles.thumbnail}
          src={thumbnail}
          alt=""
          width={THUMBNAIL_SIZE.width}
          height={THUMBNAIL_SIZE.height}
          loading="lazy"
          decoding="async"
        />
        <span className={styles.cardTitle}>{example.title}</span>
      </Link>
      <p className={styles.summary}>{example.summary}</p>
    </li>
  );
}

/**
 * The examples gallery: cards grouped by main topic, narrowed by a topic
 * filter and a text search kept in the URL. The search looks through the
 * cards at once and through every description in full once the search text
 * has loaded (`useSearchText`).
 */
export default function ExampleGallery({data}: {data: GalleryData}): ReactNode {
  const {examples, topics} = data;
  const [filters, setFilters] = useGalleryFilters();
  const searching = filters.search.trim() !== '';
  const [searchText, loadSearchText] = useSearchText(searching);
  const searchId = useId();
  const topicId = useId();
  const labels = new Map(topics.map((topic) => [topic.id, topic.label]));
  const topicLabel = (id: string) => labels.get(id) ?? id;
  const shown = filterExamples(examples, filters, topicLabel, searchText.text);
  const usedTopics = topics.filter((topic) =>
    examples.some((example) => example.topics.includes(topic.id)),
  );
  const groups = usedTopics
    .map((topic) => ({
      topic,
      list: shown.filter((example) => (example.topics[0] ?? '') === topic.id),
    }))
    .filter((group) => group.list.length > 0);
  const filtered = Boolean(filters.topic || filters.search);

  return (
    <div className={styles.gallery}>
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <label className={styles.field} htmlFor={searchId}>
          <span>
            <Translate id="examples.gallery.search">Search examples</Translate>
          </span>
          <input
            id={searchId}
            type="search"
            value={filters.search}
            maxLength={64}
            placeholder={translate({
              id: 'examples.gallery.searchPlaceholder',
              message: 'Title, description or topic',
            })}
            onFocus={loadSearchText}
            onChange={(event) => setFilters({search: event.target.value})}
          />
        </label>
        <label className={styles.field} htmlFor={topicId}>
          <span>
            <Translate id="examples.gallery.topic">Topic</Translate>
          </span>
          <select
            id={topicId}
            value={filters.topic}
            onChange={(event) => setFilters({topic: event.target.value})}>
            <option value="">
              {translate({id: 'examples.gallery.allTopics', message: 'All topics'})}
            </option>
            {usedTopics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!filtered}
          onClick={() => setFilters({topic: '', search: ''})}>
          <Translate id="examples.gallery.reset">Reset</Translate>
        </button>
      </form>
      <p className={styles.count} role="status" aria-live="polite">
        {shown.length === 0 ? (
          <Translate id="examples.gallery.none">No examples match these filters.</Translate>
        ) : (
          <Translate
            id="examples.gallery.count"
            values={{count: shown.length, total: examples.length}}>
            {'{count} of {total} examples'}
          </Translate>
        )}
      </p>
      {searching && searchText.status === 'failed' ? (
        <p className={styles.searchNote} data-gallery-search-note>
          <Translate id="examples.gallery.searchCardsOnly">
            The full descriptions could not be loaded, so the search looks only at the titles,
            summaries and topics shown here. Reload the page to search everything.
          </Translate>
        </p>
      ) : null}
      {groups.map(({topic, list}) => (
        <section key={topic.id} aria-labelledby={topicAnchor(topic.id)}>
          <Heading as="h2" id={topicAnchor(topic.id)}>
            {topic.label}
          </Heading>
          <ul className={styles.cards}>
            {list.map((example) => (
              <Card key={example.slug} example={example} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
