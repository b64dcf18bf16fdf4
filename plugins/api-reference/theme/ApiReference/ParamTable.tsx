import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import Identifier from '@site/src/components/Identifier';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type {ApiParam} from '@site/src/model/api/types';
import Badges from './Badges';
import Since from './Since';
import TypeText from './TypeText';
import {useTypeLinker} from './useTypeLinker';
import styles from './styles.module.css';

interface Props {
  readonly params: readonly ApiParam<string>[];
  /** Row anchors, for an item's own table (deep-linkable and filterable). */
  readonly rowAnchor?: (name: string) => string;
  /** Row anchors to hide while the page is filtered. */
  readonly isHidden?: (anchor: string) => boolean;
}

function AnchoredRow({id, hidden, children}: {id?: string; hidden: boolean; children: ReactNode}) {
  const brokenLinks = useBrokenLinks();
  if (id) {
    brokenLinks.collectAnchor(id);
  }
  return (
    <tr id={id} hidden={hidden} role="row">
      {children}
    </tr>
  );
}

/**
 * Parameters or properties: name, type, default, description; nested options
 * indented. On a phone each row is a block (its cells' column names written
 * before them by the stylesheet, from `data-label`); the roles keep it a
 * table for assistive technology whatever the layout.
 */
export default function ParamTable({params, rowAnchor, isHidden}: Props): ReactNode {
  const typeLinker = useTypeLinker();
  const typeLabel = translate({id: 'api.params.type', message: 'Type'});
  const defaultLabel = translate({id: 'api.params.default', message: 'Default'});
  return (
    <ScrollableTable className={styles.params} role="table">
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            <Translate id="api.params.name">Name</Translate>
          </th>
          <th scope="col" role="columnheader">
            {typeLabel}
          </th>
          <th scope="col" role="columnheader">
            {defaultLabel}
          </th>
          <th scope="col" role="columnheader">
            <Translate id="api.params.description">Description</Translate>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {params.map((param) => {
          const id = rowAnchor?.(param.name);
          const depth = param.name.split('.').length - 1;
          return (
            <AnchoredRow key={param.name} id={id} hidden={id ? (isHidden?.(id) ?? false) : false}>
              <th
                scope="row"
                role="rowheader"
                className={styles.paramName}
                data-depth={Math.min(depth, 3)}>
                <code>
                  <Identifier text={param.name} />
                </code>
                <Badges badges={param.badges} />
                {id ? <Since anchor={id} /> : null}
              </th>
              <td role="cell" className={styles.paramType} data-label={typeLabel}>
                <code>
                  <TypeText text={param.type} />
                </code>
              </td>
              <td role="cell" className={styles.paramDefault} data-label={defaultLabel}>
                {param.default !== undefined ? (
                  <code>
                    <Identifier text={param.default} />
                  </code>
                ) : param.optional ? (
                  <span className={styles.muted}>
                    <Translate id="api.params.optional">optional</Translate>
                  </span>
                ) : (
                  <span className={styles.muted}>
                    <Translate id="api.params.required">required</Translate>
                  </span>
                )}
              </td>
              <td role="cell" className={styles.paramDescription}>
                <InlineMarkdown text={param.description} codeLink={typeLinker} />
              </td>
            </AnchoredRow>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}
