import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';

import type {TranslationRow, TranslationStatusData} from '../../../translations/types';
import WritersPage from './WritersPage';

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

export function translationStatusTitle(): string {
  return translate({id: 'writers.translations.title', message: 'Translation status'});
}

function Filters({total}: {total: number}): ReactNode {
  const all = translate({id: 'writers.translations.filter.all', message: 'All'});
  return (
    // Hidden until browser/statusFilters.ts runs: without it the page lists every unit.
    <div
      className="writers-filters"
      role="group"
      hidden
      data-status-filters
      aria-label={translate({id: 'writers.translations.filters', message: 'Filter the units'})}>
      <label>
        <Translate id="writers.translations.filter.state">Status</Translate>
        <select data-filter="state">
          <option value="">{all}</option>
          {STATES.map((each) => (
            <option key={each} value={each}>
              {stateLabel(each)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <Translate id="writers.translations.filter.kind">Kind</Translate>
        <select data-filter="kind">
          <option value="">{all}</option>
          {KINDS.map((each) => (
            <option key={each} value={each}>
              {kindLabel(each)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <Translate id="writers.translations.filter.text">Unit or title</Translate>
        <input type="search" data-filter="text" />
      </label>
      <span
        role="status"
        className="writers-shown"
        data-template={translate({
          id: 'writers.translations.shown',
          message: '{shown} of {total} units',
        })}>
        <Translate id="writers.translations.shown" values={{shown: total, total}}>
          {'{shown} of {total} units'}
        </Translate>
      </span>
    </div>
  );
}

/** Every translated unit of the Japanese edition with its status, for writers. */
export default function TranslationStatusPage({
  status,
}: {
  status: TranslationStatusData;
}): ReactNode {
  const counts: Record<State, number> = {current: 0, outdated: 0, missing: 0, unrecorded: 0};
  for (const row of status.rows) counts[row.state] += 1;
  const rows = [...status.rows].sort(byUrgency);
  return (
    <WritersPage
      title={translationStatusTitle()}
      intro={
        <Translate id="writers.translations.intro">
          Each Japanese text records the English it translates. A text is outdated when its English
          has changed since; after updating the Japanese, run npm run translations:confirm with the
          unit or its file. npm run translations:status prints this list.
        </Translate>
      }>
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
      <Filters total={rows.length} />
      <div className="writers-scroll">
        <table className="writers-status">
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
              <tr
                key={row.id}
                data-unit={row.id}
                data-state={row.state}
                data-kind={row.kind}
                // What the text filter matches, in one place for the script.
                data-text={`${row.id} ${row.label}`.toLowerCase()}>
                <td>
                  <span className="writers-kind">{kindLabel(row.kind)}</span> {row.label}
                  <br />
                  <code className="writers-id">{row.id}</code>
                </td>
                <td>
                  <span className={`writers-state writers-state--${row.state}`}>
                    {stateLabel(row.state)}
                  </span>
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
                    <ul className="writers-sections">
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
                  <code className="writers-id">{row.japaneseFile}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </WritersPage>
  );
}
