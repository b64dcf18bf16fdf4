import {
  startTransition,
  useEffect,
  useId,
  useState,
  type ComponentProps,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import {THUMBNAIL_SIZE} from '@site/plugins/examples/thumbnailSize';
import type {GalleryCard, GalleryData, GalleryShell} from '@site/plugins/examples/gallery';
import {loadGalleryCards, loadedGalleryCards} from '@site/plugins/examples/galleryCards';
import ServerHtmlUntil from '@site/src/hydration/ServerHtmlUntil';
import {useRenderedWithoutServerHtml} from '@site/src/hydration/useHydrating';
import {isPlainClick} from '@site/src/lib/plainClick';
import {filterExamples} from './filterExamples';
import {useGalleryFilters} from './useGalleryFilters';
import {useSearchText} from './useSearchText';
import styles from './styles.module.css';

function topicAnchor(topic: string): string {
  return `topic-${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function Card({example}: {example: GalleryCard}): ReactNode {
  const {thumbnail} = example;
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
 * The cards, once the page needs them in the browser (`galleryCards.ts`):
 * when `needed`, or at once where there is no server HTML of them to keep.
 */
function useGalleryCards(needed: boolean): {cards: GalleryData | null; failed: boolean} {
  const withoutServerHtml = useRenderedWithoutServerHtml();
  const [cards, setCards] = useState(loadedGalleryCards);
  const [failed, setFailed] = useState(false);
  const load = needed || withoutServerHtml;
  useEffect(() => {
    if (!load || cards) {
      return undefined;
    }
    let current = true;
    loadGalleryCards().then(
      (data) => {
        if (current) {
          startTransition(() => setCards(data));
        }
      },
      () => {
        if (current) {
          setFailed(true);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [load, cards]);
  return {cards, failed};
}

/** The link of the app an event happened in, if any (same origin, no target). */
function inAppLink(event: SyntheticEvent<HTMLElement>): HTMLAnchorElement | null {
  const link = (event.target as Element).closest('a');
  return link && !link.target && link.origin === window.location.origin ? link : null;
}

/**
 * Makes the links of the server's cards (plain links until the cards
 * render) behave as a card's `Link` would: a pointer over one, a touch or
 * the focus loads the page's code ahead, and a click opens it inside the
 * app, without a page load.
 */
function useInAppLinks(): Pick<
  ComponentProps<'div'>,
  'onClick' | 'onMouseOver' | 'onTouchStart' | 'onFocus'
> {
  const history = useHistory();
  const preload = (event: SyntheticEvent<HTMLElement>) => {
    const link = inAppLink(event);
    if (link) {
      void window.docusaurus.preload(link.pathname);
    }
  };
  return {
    onMouseOver: preload,
    onTouchStart: preload,
    onFocus: preload,
    onClick: (event) => {
      const link = inAppLink(event);
      if (!link || event.defaultPrevented || !isPlainClick(event)) {
        return;
      }
      event.preventDefault();
      history.push(`${link.pathname}${link.search}${link.hash}`);
    },
  };
}

/** The cards of the examples `shown`, one section per main topic. */
function CardGroups({
  topics,
  shown,
}: {
  topics: GalleryShell['topics'];
  shown: readonly GalleryCard[];
}): ReactNode {
  return topics
    .map((topic) => ({
      topic,
      list: shown.filter((example) => (example.topics[0] ?? '') === topic.id),
    }))
    .filter((group) => group.list.length > 0)
    .map(({topic, list}) => (
      <section key={topic.id} className={styles.group} aria-labelledby={topicAnchor(topic.id)}>
        <Heading as="h2" id={topicAnchor(topic.id)}>
          {topic.label}
        </Heading>
        <ul className={styles.cards}>
          {list.map((example) => (
            <Card key={example.slug} example={example} />
          ))}
        </ul>
      </section>
    ));
}

/**
 * The examples gallery: cards grouped by main topic, narrowed by a topic
 * filter and a text search kept in the URL. The page itself carries only
 * the filters' topics (`shell`): a hydrating page keeps the cards as the
 * server's HTML until the reader filters, or focuses a filter, and loads
 * them then. The search looks through the cards at once and through every
 * description in full once the search text has loaded (`useSearchText`).
 */
export default function ExampleGallery({shell}: {shell: GalleryShell}): ReactNode {
  const {topics, total, versionLines} = shell;
  const [filters, setFilters] = useGalleryFilters(versionLines);
  const searching = filters.search.trim() !== '';
  const filtered = Boolean(filters.topic || filters.search || filters.version);
  const [interacted, setInteracted] = useState(false);
  const wanted = filtered || interacted;
  const {cards, failed} = useGalleryCards(wanted);
  const [searchText, loadSearchText] = useSearchText(searching);
  const searchId = useId();
  const topicId = useId();
  const versionId = useId();
  const helpId = useId();
  const labels = new Map(topics.map((topic) => [topic.id, topic.label]));
  const topicLabel = (id: string) => labels.get(id) ?? id;
  const shown = cards ? filterExamples(cards.examples, filters, topicLabel, searchText.text) : null;
  const inAppLinks = useInAppLinks();

  return (
    <div className={styles.gallery}>
      <form
        className={styles.filters}
        role="search"
        aria-describedby={helpId}
        onSubmit={(event) => event.preventDefault()}
        onFocus={() => setInteracted(true)}>
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
            {topics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={versionId}>
          <span>
            <Translate id="examples.gallery.version">Works with</Translate>
          </span>
          <select
            id={versionId}
            value={filters.version}
            onChange={(event) => setFilters({version: event.target.value})}>
            <option value="">
              {translate({id: 'examples.gallery.anyVersion', message: 'Any version'})}
            </option>
            {[...versionLines].reverse().map((line) => (
              <option key={line} value={line}>
                v{line}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={clsx('button button--secondary', styles.reset)}
          disabled={!filtered}
          onClick={() => setFilters({topic: '', search: '', version: ''})}>
          <Translate id="examples.gallery.reset">Reset</Translate>
        </button>
      </form>
      <p className={styles.filtersHelp} id={helpId}>
        <Translate
          id="examples.gallery.help"
          description="Under the gallery filters: what the search and the version filter do; {releases} is a link to What's new"
          values={{
            releases: (
              <Link to="/api/whats-new/">
                <Translate
                  id="examples.gallery.help.releases"
                  description="Link to What's new, inside the gallery filters' help">
                  what each release added
                </Translate>
              </Link>
            ),
          }}>
          {
            'The search looks through titles, descriptions and topics. "Works with" keeps the examples that run on a release your project is pinned to ({releases}). The filters stay in the address, so a filtered list can be shared.'
          }
        </Translate>
      </p>
      <p className={styles.count} role="status" aria-live="polite">
        {shown?.length === 0 ? (
          <Translate id="examples.gallery.none">No examples match these filters.</Translate>
        ) : (
          <Translate id="examples.gallery.count" values={{count: shown?.length ?? total, total}}>
            {'{count} of {total} examples'}
          </Translate>
        )}
      </p>
      {failed ? (
        <p className={styles.searchNote} data-gallery-cards-note>
          <Translate id="examples.gallery.cardsFailed">
            The list of examples could not be loaded, so the filters cannot narrow it. Reload the
            page to try again.
          </Translate>
        </p>
      ) : null}
      {searching && searchText.status === 'failed' ? (
        <p className={styles.searchNote} data-gallery-search-note>
          <Translate id="examples.gallery.searchCardsOnly">
            The full descriptions could not be loaded, so the search looks only at the titles,
            summaries and topics shown here. Reload the page to search everything.
          </Translate>
        </p>
      ) : null}
      <ServerHtmlUntil wanted={wanted} prepare={loadGalleryCards} {...inAppLinks}>
        {shown ? (
          <CardGroups topics={topics} shown={shown} />
        ) : failed ? null : (
          <p className={styles.count}>
            <Translate id="examples.gallery.loading">Loading the examples…</Translate>
          </p>
        )}
      </ServerHtmlUntil>
    </div>
  );
}
