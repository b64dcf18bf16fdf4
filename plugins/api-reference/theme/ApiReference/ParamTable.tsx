import {Fragment, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

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
    <tr id={id} hidden={hidden}>
      {children}
    </tr>
  );
}

/** Parameters or properties: name, type, default, description; nested options indented. */
export default function ParamTable({params, rowAnchor, isHidden}: Props): ReactNode {
  const typeLinker = useTypeLinker();
  return (
    <ScrollableTable className={styles.params}>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="api.params.name">Name</Translate>
          </th>
          <th scope="col">
            <Translate id="api.params.type">Type</Translate>
          </th>
          <th scope="col">
            <Translate id="api.params.default">Default</Translate>
          </th>
          <th scope="col">
            <Translate id="api.params.description">Description</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {params.map((param) => {
          const id = rowAnchor?.(param.name);
          const depth = param.name.split('.').length - 1;
          return (
            <AnchoredRow key={param.name} id={id} hidden={id ? (isHidden?.(id) ?? false) : false}>
              <th scope="row" className={styles.paramName} data-depth={Math.min(depth, 3)}>
                <code>
                  {/* Long dotted names may wrap after a dot rather than mid-word. */}
                  {param.name.split('.').map((part, index) => (
                    <Fragment key={index}>
                      {index > 0 ? (
                        <>
                          .<wbr />
                        </>
                      ) : null}
                      {part}
                    </Fragment>
                  ))}
                </code>
                <Badges badges={param.badges} />
                {id ? <Since anchor={id} /> : null}
              </th>
              <td>
                <code>
                  <TypeText text={param.type} />
                </code>
              </td>
              <td>
                {param.default !== undefined ? (
                  <code>{param.default}</code>
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
              <td className={styles.paramDescription}>
                <InlineMarkdown text={param.description} codeLink={typeLinker} />
              </td>
            </AnchoredRow>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}
