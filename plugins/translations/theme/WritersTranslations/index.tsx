import {useMemo, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import type {TranslationRow, TranslationStatusData} from '../../types';
import styles from './styles.module.css';

interface Props {
  readonly status: TranslationStatusData;
}

type State = TranslationRow['state'];
type Kind = TranslationRow['kind'];

const STATES: readonly State[] = ['outdated', 'missing', 'unrecorded', 'current'];
const KINDS: readonly Kind[] = ['page', 'example', 'entry', 'string'];

function stateLabel(state: State): string {
  switch (state) {
    case 'current':
      return translate({id: 'writers.translations.state.current', message: 'Current'});
    case 'outdated':
      return translate({id: 'writers.translations.state.outdated', message: 'Outdated'});
    case 'missing':
      return translate({id: 'writers.translations.state.missing', message: 'Missing'});
    case 'unrecorded':
      return translate({id: 'writers.translations.state.unrecorded', message: 'No record'});
  }
}

function kindLabel(kind: Kind): string {
  switch (kind) {
    case 'page':
      return translate({id: 'writers.translations.kind.page', message: 'Page'});
    case 'example':
      return translate({id: 'writers.translations.kind.example', message: 'Example'});
    case 'entry':
      return translate({id: 'writers.translations.kind.entry', message: 'API entry'});
    case 'string':
      return translate({id: 'writers.translations.kind.string', message: 'UI string'});
  }
}

/** Needing a writer first, then by kind and id. */
function byUrgency(a: TranslationRow, b: TranslationRow): number {
  return (
    STATES.indexOf(a.state) - STATES.indexOf(b.state) ||
    KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) ||
    a.id.localeCompare(b.id)
  );
}

function Links({row, status}: {row: TranslationRow; status: TranslationStatusData}): ReactNode {
  if (row.path === null) return null;
  return (
    <>
      <a href={`${status.englishBaseUrl}${row.path}`} hrefLang="en">
        <Translate id="writers.translations.english">English</Translate>
      </a>
      {' · '}
      <a href={`${status.japaneseBaseUrl}${row.path}`} hrefLang="ja">
        <Translate id="writers.translations.japanese">Japanese</Translate>
      </a>
    </>
  );
}

/** Every translated unit of the Japanese edition with its status, for writers. */
export default function WritersTranslations({status}: Props): ReactNode {
  const title = translate({id: 'writers.translations.title', message: 'Translation status'});
  const [state, setState] = useState<State | 'all'>('all');
  const [kind, setKind] = useState<Kind | 'all'>('all');
  const [query, setQuery] = useState('');
  const counts = useMemo(() => {
    const result: Record<State, number> = {current: 0, outdated: 0, missing: 0, unrecorded: 0};
    for (const row of status.rows) result[row.state] += 1;
    return result;
  }, [status.rows]);
  const rows = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return status.rows
      .filter(
        (row) =>
          (state === 'all' || row.state === state) &&
          (kind === 'all' || row.kind === kind) &&
          (!needle || `${row.id} ${row.label}`.toLowerCase().includes(needle)),
      )
      .sort(byUrgency);
  }, [status.rows, state, kind, query]);

  return (
    <Layout title={title}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="writers.translations.intro">
            Each Japanese text records the English it translates. A text is outdated when its
            English has changed since; after updating the Japanese, run npm run translations:confirm
            with the unit or its file. npm run translations:status prints this list.
          </Translate>
        </p>
        <p data-translation-counts>
          {STATES.map((each) => `${stateLabel(each)} ${counts[each]}`).join(' · ')}
        </p>
        {status.problems.length ? (
          <div className="alert alert--danger margin-bottom--md" role="alert">
            <p>
              <Translate id="writers.translations.problems">
                The translation records have problems (npm test fails until they are fixed):
              </Translate>
            </p>
            <ul>
              {status.problems.map((problem) => (
                <li key={problem}>
                  <code>{problem}</code>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div
          className={styles.filters}
          role="group"
          aria-label={translate({id: 'writers.translations.filters', message: 'Filter the units'})}>
          <label>
            <Translate id="writers.translations.filter.state">Status</Translate>
            <select
              value={state}
              onChange={(event) => setState(event.target.value as State | 'all')}>
              <option value="all">
                {translate({id: 'writers.translations.filter.all', message: 'All'})}
              </option>
              {STATES.map((each) => (
                <option key={each} value={each}>
                  {stateLabel(each)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <Translate id="writers.translations.filter.kind">Kind</Translate>
            <select value={kind} onChange={(event) => setKind(event.target.value as Kind | 'all')}>
              <option value="all">
                {translate({id: 'writers.translations.filter.all', message: 'All'})}
              </option>
              {KINDS.map((each) => (
                <option key={each} value={each}>
                  {kindLabel(each)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <Translate id="writers.translations.filter.text">Unit or title</Translate>
            <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          </label>
          <span role="status" className={styles.shown}>
            <Translate
              id="writers.translations.shown"
              values={{shown: rows.length, total: status.rows.length}}>
              {'{shown} of {total} units'}
            </Translate>
          </span>
        </div>
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <Translate id="writers.translations.column.unit">Unit</Translate>
                </th>
                <th scope="col">
                  <Translate id="writers.translations.column.status">Status</Translate>
                </th>
                <th scope="col">
                  <Translate id="writers.translations.column.changed">What changed</Translate>
                </th>
                <th scope="col">
                  <Translate id="writers.translations.column.read">Read</Translate>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-unit={row.id} data-state={row.state}>
                  <td>
                    <span className={styles.kind}>{kindLabel(row.kind)}</span> {row.label}
                    <br />
                    <code className={styles.id}>{row.id}</code>
                  </td>
                  <td>
                    <span className={styles[row.state]}>{stateLabel(row.state)}</span>
                  </td>
                  <td>
                    {row.englishChanged ? (
                      <Translate
                        id="writers.translations.changedOn"
                        values={{date: row.englishChanged}}>
                        {'English changed on {date}'}
                      </Translate>
                    ) : null}
                    {row.changedSections?.length ? (
                      <ul className={styles.sections}>
                        {row.changedSections.map((heading) => (
                          <li key={heading} lang="en">
                            {heading}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                  <td>
                    <Links row={row} status={status} />
                    <br />
                    <code className={styles.id}>{row.japaneseFile}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </main>
    </Layout>
  );
}
