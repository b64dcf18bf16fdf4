import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import type {
  WhatsNewData,
  WhatsNewRelease,
  WhatsNewStyle,
} from '@site/plugins/api-versions/model/whatsNew';
import EntryName from '../EntryName';
import styles from './styles.module.css';

function StyleKindTitle({kind}: {kind: WhatsNewStyle['kind']}): ReactNode {
  switch (kind) {
    case 'paint':
      return <Translate id="versions.whatsNew.paint">Paint properties</Translate>;
    case 'layout':
      return <Translate id="versions.whatsNew.layout">Layout properties</Translate>;
    case 'layer':
      return <Translate id="versions.whatsNew.layer">Layer types</Translate>;
    case 'expression':
      return <Translate id="versions.whatsNew.expression">Expressions</Translate>;
  }
}

const STYLE_KINDS: readonly WhatsNewStyle['kind'][] = ['layer', 'layout', 'paint', 'expression'];

function Release({release}: {release: WhatsNewRelease}): ReactNode {
  const {line, api, style} = release;
  return (
    <section className={styles.release} data-whats-new={line}>
      <Heading as="h2" id={release.id}>
        v{line}
      </Heading>
      <p>
        <Translate id="versions.whatsNew.lead" values={{line}}>
          {'New in v{line}, so available since {line}:'}
        </Translate>
      </p>
      {api.length === 0 && style.length === 0 ? (
        <p className={styles.nothing}>
          <Translate id="versions.whatsNew.nothing">
            No entry of this reference and no style property or expression is dated to this release.
          </Translate>
        </p>
      ) : null}
      {api.length > 0 ? (
        <>
          <Heading as="h3" id={`${release.id}-api`}>
            <Translate id="versions.whatsNew.api">API reference</Translate>
          </Heading>
          <ul className={styles.entries}>
            {api.map((entry) => (
              <li key={entry.name}>
                <Link to={`/api/${entry.page}/#${entry.anchor}`}>
                  <EntryName name={entry.displayName} />
                </Link>{' '}
                <span className={styles.version}>v{entry.since}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {STYLE_KINDS.map((kind) => {
        const list = style.filter((entry) => entry.kind === kind);
        return list.length ? (
          <div key={kind}>
            <Heading as="h3" id={`${release.id}-${kind}`}>
              <StyleKindTitle kind={kind} />
            </Heading>
            <ul className={styles.entries}>
              {list.map((entry) => (
                <li key={entry.name}>
                  <code>{entry.name}</code> <span className={styles.version}>v{entry.since}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null;
      })}
    </section>
  );
}

/** The "What's new" page's body: one section per release line, newest first (plugins/api-versions). */
export default function WhatsNew({data}: {data: WhatsNewData}): ReactNode {
  return (
    <div className={styles.whatsNew}>
      {data.releases.map((release) => (
        <Release key={release.line} release={release} />
      ))}
    </div>
  );
}
