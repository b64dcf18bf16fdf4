import {useId, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

interface Props {
  readonly query: string;
  readonly shown: number;
  readonly total: number;
  readonly onQueryChange: (query: string) => void;
  readonly onExpandAll: () => void;
  readonly onCollapseAll: () => void;
}

export default function FilterBar({
  query,
  shown,
  total,
  onQueryChange,
  onExpandAll,
  onCollapseAll,
}: Props): ReactNode {
  const inputId = useId();
  const filtering = query.trim() !== '';
  return (
    <div
      className={styles.filterBar}
      role="search"
      aria-label={translate({id: 'api.filter.region', message: 'Filter this page'})}>
      <label htmlFor={inputId} className={styles.filterLabel}>
        <Translate id="api.filter.label">Filter</Translate>
      </label>
      <input
        id={inputId}
        className={styles.filterInput}
        type="search"
        value={query}
        maxLength={64}
        placeholder={translate({
          id: 'api.filter.placeholder',
          message: 'Member name, e.g. flyTo',
        })}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        data-api-filter
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query) {
            // Clear the filter, but leave Escape to other handlers when there is nothing to clear.
            event.preventDefault();
            event.stopPropagation();
            onQueryChange('');
          }
        }}
      />
      <span className={styles.filterCount} role="status" aria-live="polite" data-api-filter-count>
        {filtering
          ? translate(
              {id: 'api.filter.countFiltered', message: '{shown} of {total} entries'},
              {shown, total},
            )
          : translate({id: 'api.filter.countAll', message: '{total} entries'}, {total})}
      </span>
      <span className={styles.filterActions}>
        <button type="button" className="button button--sm button--secondary" onClick={onExpandAll}>
          <Translate id="api.filter.expandAll">Expand all</Translate>
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={onCollapseAll}>
          <Translate id="api.filter.collapseAll">Collapse all</Translate>
        </button>
      </span>
    </div>
  );
}
