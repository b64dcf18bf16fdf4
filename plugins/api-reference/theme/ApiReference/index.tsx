import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';

import {useRenderedWithoutServerHtml} from '@site/src/hydration/useHydrating';
import {countEntries, filterPage} from '@site/plugins/api-reference/model/filter';
import {
  defaultOpenSections,
  sectionForAnchor,
  sectionsOf,
  sectionsWithMatches,
} from '@site/plugins/api-reference/model/sections';
import type {ApiPageData} from '@site/src/model/api/types';
import {ClosedSectionsContext, useClosedSections} from './ClosedSections';
import FilterBar from './FilterBar';
import ItemView from './ItemView';
import {RelatedExamplesContext} from './RelatedExamples';
import {SinceContext} from './Since';
import {EntryTranslationContext} from './EntryTranslation';
import styles from './styles.module.css';

/** A page whose entries are all current (or an English page) shares one empty map. */
const NO_MARKS = {};

/** Query-string key that keeps a filter in the address, so a filtered page can be shared. */
const FILTER_PARAM = 'filter';

function readFilterFromUrl(): string {
  return new URLSearchParams(window.location.search).get(FILTER_PARAM) ?? '';
}

function writeFilterToUrl(query: string): void {
  const url = new URL(window.location.href);
  if (query.trim()) {
    url.searchParams.set(FILTER_PARAM, query);
  } else {
    url.searchParams.delete(FILTER_PARAM);
  }
  // Keep react-router's state so back/forward still work.
  window.history.replaceState(window.history.state, '', url);
}

/**
 * One API page: a filter bar, then every item of `page` rendered the same way.
 * Sections start open or closed as the entries say; typing in the filter
 * opens exactly the sections with matches and clearing it restores what the
 * reader had; a link to an anchor inside a closed section opens it.
 */
export default function ApiReference({page}: {page: ApiPageData}): ReactNode {
  const sections = useMemo(() => sectionsOf(page), [page]);
  const closedSections = useClosedSections(page);
  // The closed groups' members bring their related examples with their content.
  const closedRelated = closedSections.state.sections?.related;
  const related = useMemo(
    () => (closedRelated ? {...page.related, ...closedRelated} : page.related),
    [page.related, closedRelated],
  );
  const total = useMemo(() => countEntries(page), [page]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => defaultOpenSections(sections));
  const openBeforeFilter = useRef<ReadonlySet<string> | null>(null);
  /** A deep link waiting for its section to open before it can scroll. */
  const pendingScroll = useRef<{anchor: string; section?: string} | null>(null);
  const filter = useMemo(() => filterPage(page, query), [page, query]);
  const {hash} = useLocation();

  const changeQuery = useCallback(
    (next: string) => {
      const result = filterPage(page, next);
      setQuery(next);
      writeFilterToUrl(next);
      setOpen((current) => {
        if (result) {
          openBeforeFilter.current ??= current;
          return sectionsWithMatches(sections, result);
        }
        const restored = openBeforeFilter.current ?? current;
        openBeforeFilter.current = null;
        return restored;
      });
    },
    [page, sections],
  );

  // A filter in the address applies after hydration (the static HTML shows everything).
  useEffect(() => {
    const initial = readFilterFromUrl();
    if (initial) {
      changeQuery(initial);
    }
  }, [changeQuery]);

  useEffect(() => {
    const anchor = decodeURIComponent(hash.replace(/^#/, ''));
    if (!anchor) {
      return;
    }
    const section = sectionForAnchor(sections, anchor);
    const hiddenByFilter = document.getElementById(anchor)?.closest('[hidden]');
    if (!section && !hiddenByFilter) {
      return;
    }
    if (hiddenByFilter) {
      changeQuery('');
    }
    if (section) {
      setOpen((current) => (current.has(section) ? current : new Set([...current, section])));
    }
    pendingScroll.current = {anchor, section};
  }, [hash, sections, changeQuery]);

  // A page rendered in the browser (a client-side navigation) has its
  // deferred content arrive after the first render, above the anchor the
  // address points at: once it is in, the anchor is scrolled to again.
  const renderedInBrowser = useRenderedWithoutServerHtml();
  const contentArrived = closedSections.state.status === 'ready';
  const scrolledAfterArrival = useRef(false);
  useEffect(() => {
    if (!renderedInBrowser || !contentArrived || scrolledAfterArrival.current) {
      return;
    }
    scrolledAfterArrival.current = true;
    const anchor = decodeURIComponent(window.location.hash.replace(/^#/, ''));
    if (anchor) {
      document.getElementById(anchor)?.scrollIntoView({block: 'start'});
    }
  }, [renderedInBrowser, contentArrived]);

  // Runs after every render; scrolls once the render that opened the section has happened.
  useEffect(() => {
    const pending = pendingScroll.current;
    if (!pending || (pending.section && !open.has(pending.section))) {
      return;
    }
    const target = document.getElementById(pending.anchor);
    if (!target) {
      // Content that starts closed is still loading (a client-side navigation).
      return;
    }
    pendingScroll.current = null;
    target.scrollIntoView({block: 'start'});
  });

  const toggle = useCallback((id: string, isOpen: boolean) => {
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) {
        next.add(id);
      } else {
        next.delete(id);
      }
      return next;
    });
  }, []);

  return (
    <ClosedSectionsContext.Provider value={closedSections}>
      <RelatedExamplesContext.Provider value={related}>
        <SinceContext.Provider value={page.since}>
          <EntryTranslationContext.Provider value={page.translation ?? NO_MARKS}>
            <div className={styles.reference} data-api-reference={page.id}>
              <FilterBar
                query={query}
                shown={filter?.shown ?? total}
                total={total}
                onQueryChange={changeQuery}
                onExpandAll={() => setOpen(new Set(sections.map(({id}) => id)))}
                onCollapseAll={() => setOpen(new Set())}
              />
              {filter && filter.shown === 0 ? (
                <p className={styles.noMatch} data-api-no-match>
                  <Translate id="api.filter.noMatch" values={{query: <code>{query.trim()}</code>}}>
                    {'No entry on this page matches {query}.'}
                  </Translate>{' '}
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => changeQuery('')}>
                    <Translate id="api.filter.clear">Clear the filter</Translate>
                  </button>
                </p>
              ) : null}
              {page.items.map((item) => (
                <ItemView
                  key={item.name}
                  item={item}
                  filter={filter}
                  isOpen={(id) => open.has(id)}
                  onToggle={toggle}
                />
              ))}
            </div>
          </EntryTranslationContext.Provider>
        </SinceContext.Provider>
      </RelatedExamplesContext.Provider>
    </ClosedSectionsContext.Provider>
  );
}
