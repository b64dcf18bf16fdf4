import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import typeLinks from '@api-pages/type-links.json';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import {
  groupAnchor,
  itemAnchor,
  memberAnchor,
  paramRowAnchor,
  paramsAnchor,
} from '@site/src/model/api/anchors';
import type {FilterResult} from '@site/plugins/api-reference/model/filter';
import ServerHtmlUntil from '@site/src/hydration/ServerHtmlUntil';
import {
  groupStartsClosed,
  paramsStartClosed,
} from '@site/plugins/api-reference/model/splitClosedSections';
import {itemSignature} from '@site/src/model/api/signature';
import type {ApiItemBody, ApiItemData, ApiMember} from '@site/src/model/api/types';
import Badges from './Badges';
import Since from './Since';
import EntryTranslation from './EntryTranslation';
import {ClosedContent, usePrepareLive} from './ClosedSections';
import {Description, Example, Returns} from './EntryBody';
import MemberView from './MemberView';
import ParamTable from './ParamTable';
import RelatedExamples from './RelatedExamples';
import Section from './Section';
import TypeText, {Signature} from './TypeText';
import {useNearViewport} from './useNearViewport';
import styles from './styles.module.css';

interface Props {
  readonly item: ApiItemData;
  readonly filter: FilterResult | null;
  readonly isOpen: (sectionId: string) => boolean;
  readonly onToggle: (sectionId: string, open: boolean) => void;
}

function ParamsTitle({item}: {item: ApiItemData}): ReactNode {
  if (item.kind === 'object' || item.paramsId === 'properties') {
    return <Translate id="api.properties">Properties</Translate>;
  }
  if (item.paramsId === 'options') {
    return <Translate id="api.options">Options</Translate>;
  }
  return <Translate id="api.parameters">Parameters</Translate>;
}

/**
 * Part of a deferred item's body (`splitClosedSections`): the server's HTML until
 * `wanted`, then rendered from the closed sections' module.
 */
function DeferredBody({
  anchor,
  wanted,
  children,
}: {
  anchor: string;
  wanted: boolean;
  children: (body: ApiItemBody) => ReactNode;
}): ReactNode {
  const prepare = usePrepareLive(true);
  return (
    <ServerHtmlUntil wanted={wanted} prepare={prepare}>
      <ClosedContent pick={(closed) => closed.items[anchor]}>{children}</ClosedContent>
    </ServerHtmlUntil>
  );
}

export default function ItemView({item, filter, isOpen, onToggle}: Props): ReactNode {
  const anchor = itemAnchor(item);
  const near = useNearViewport<HTMLElement>(item.bodyDeferred === true);
  const bodyWanted = near.seen || !!filter;
  const visible = (set: ReadonlySet<string> | undefined, id: string) => !filter || !!set?.has(id);
  const paramsVisible =
    !filter ||
    (item.params ?? []).some((param) => filter.params.has(paramRowAnchor(item, param.name)));
  const parentLink = item.extends ? typeLinks[item.extends] : undefined;

  return (
    <section
      ref={near.ref}
      className={styles.item}
      hidden={!visible(filter?.items, anchor)}
      data-api-item={anchor}>
      <div className={styles.entryHeader}>
        <Heading as="h2" id={anchor} className={styles.itemHeading}>
          <code>{item.name}</code>
        </Heading>
        <Badges badges={item.badges} />
        <Since anchor={anchor} />
        <EntryTranslation anchor={anchor} />
      </div>
      <Signature text={itemSignature(item)} />
      {item.extends ? (
        <p className={styles.extends}>
          <span className={styles.blockLabel}>
            <Translate id="api.extends">Extends</Translate>
          </span>{' '}
          {parentLink ? (
            <Link to={parentLink}>
              <code>{item.extends}</code>
            </Link>
          ) : (
            <code>{item.extends}</code>
          )}
        </p>
      ) : null}
      {item.createdBy ? (
        <p className={styles.extends}>
          <span className={styles.blockLabel}>
            <Translate id="api.createdBy">Created by</Translate>
          </span>{' '}
          <code>
            <TypeText text={item.createdBy} />
          </code>
        </p>
      ) : null}
      {item.bodyDeferred ? (
        <DeferredBody anchor={anchor} wanted={bodyWanted}>
          {(body) => <Description text={body.description} self={item.name} />}
        </DeferredBody>
      ) : (
        <Description text={item.description} self={item.name} />
      )}
      {item.params?.length ? (
        <Section
          id={paramsAnchor(item)}
          title={<ParamsTitle item={item} />}
          count={item.params.length}
          open={isOpen(paramsAnchor(item))}
          hidden={!paramsVisible}
          closedContent={item.paramsClosed}
          deferred={item.bodyDeferred && !paramsStartClosed(item.params)}
          filtering={!!filter}
          onToggle={onToggle}>
          {item.paramsClosed ? (
            <ClosedContent pick={(closed) => closed.params[paramsAnchor(item)]}>
              {(params) => (
                <ParamTable
                  params={params}
                  rowAnchor={(name) => paramRowAnchor(item, name)}
                  isHidden={(id) => !visible(filter?.params, id)}
                />
              )}
            </ClosedContent>
          ) : (
            <ParamTable
              params={item.params}
              rowAnchor={(name) => paramRowAnchor(item, name)}
              isHidden={(id) => !visible(filter?.params, id)}
            />
          )}
        </Section>
      ) : null}
      {item.bodyDeferred ? (
        <DeferredBody anchor={anchor} wanted={bodyWanted}>
          {(body) => (
            <>
              {body.returns ? <Returns returns={body.returns} /> : null}
              {body.example ? <Example code={body.example} /> : null}
            </>
          )}
        </DeferredBody>
      ) : (
        <>
          {item.returns ? <Returns returns={item.returns} /> : null}
          {item.example ? <Example code={item.example} /> : null}
        </>
      )}
      {(item.groups ?? []).map((group) => {
        const id = groupAnchor(item, group);
        const anchors = group.members.map((member) => memberAnchor(item, member));
        const renderMembers = (members: readonly ApiMember<string>[]) =>
          members.map((member, index) => (
            <MemberView
              key={anchors[index]}
              item={item}
              member={member}
              anchor={anchors[index] ?? ''}
              hidden={!visible(filter?.members, anchors[index] ?? '')}
            />
          ));
        return (
          <Section
            key={group.id}
            id={id}
            title={group.title}
            count={group.members.length}
            open={isOpen(id)}
            hidden={!!filter && !anchors.some((member) => filter.members.has(member))}
            closedContent={group.closed}
            deferred={group.closed && !groupStartsClosed(group)}
            filtering={!!filter}
            onToggle={onToggle}>
            {group.closed ? (
              <ClosedContent pick={(closed) => closed.groups[id]}>
                {(members) => renderMembers(members)}
              </ClosedContent>
            ) : (
              renderMembers(group.members)
            )}
          </Section>
        );
      })}
      {item.bodyDeferred ? (
        <DeferredBody anchor={anchor} wanted={bodyWanted}>
          {() => <RelatedExamples anchor={anchor} />}
        </DeferredBody>
      ) : (
        <RelatedExamples anchor={anchor} />
      )}
    </section>
  );
}
