import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';

import type {ConsoleEntry} from './usePlayground';
import styles from './styles.module.css';

/** What the run frame logged, with the editor's line numbers. */
export default function ConsolePanel({
  entries,
  onClear,
}: {
  entries: readonly ConsoleEntry[];
  onClear: () => void;
}): ReactNode {
  return (
    <section
      className={styles.console}
      aria-label={translate({id: 'example.console.title', message: 'Console'})}
      data-testid="example-console">
      <div className={styles.consoleHeader}>
        <span aria-hidden="true">
          <Translate id="example.console.title">Console</Translate>
        </span>
        <button
          type="button"
          className="button button--sm button--link"
          onClick={onClear}
          disabled={entries.length === 0}>
          <Translate id="example.console.clear">Clear</Translate>
        </button>
      </div>
      {entries.length === 0 ? (
        <p className={styles.consoleEmpty}>
          <Translate id="example.console.empty">
            Nothing logged yet: console output and errors of the preview appear here.
          </Translate>
        </p>
      ) : (
        <ol className={styles.consoleEntries} role="log" aria-live="polite">
          {entries.map((entry) => (
            <li key={entry.id} className={clsx(styles.consoleEntry, styles[entry.level])}>
              {entry.line !== null && (
                <span className={styles.consoleLine}>
                  <Translate id="example.console.line" values={{line: entry.line}}>
                    {'line {line}'}
                  </Translate>
                </span>
              )}
              <span className={styles.consoleText}>{entry.text}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
