import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import {memberSignature} from '@site/src/model/api/signature';
import type {ApiItemData, ApiMember} from '@site/src/model/api/types';
import Badges from './Badges';
import Since from './Since';
import EntryTranslation from './EntryTranslation';
import {Description, Example, Returns} from './EntryBody';
import ParamTable from './ParamTable';
import RelatedExamples from './RelatedExamples';
import TypeText, {Signature} from './TypeText';
import styles from './styles.module.css';

function KindLabel({member}: {member: ApiMember<string>}): ReactNode {
  if (member.kind === 'event') {
    return (
      <span className={styles.kind}>
        <Translate id="api.kind.event">event</Translate>
      </span>
    );
  }
  if (member.static) {
    return (
      <span className={styles.kind}>
        <Translate id="api.kind.static">static</Translate>
      </span>
    );
  }
  if (member.kind === 'property' && member.readonly) {
    return (
      <span className={styles.kind}>
        <Translate id="api.kind.readonly">read-only</Translate>
      </span>
    );
  }
  return null;
}

interface Props {
  readonly item: ApiItemData;
  readonly member: ApiMember<string>;
  readonly anchor: string;
  readonly hidden: boolean;
}

export default function MemberView({item, member, anchor, hidden}: Props): ReactNode {
  return (
    <div className={styles.member} hidden={hidden} data-api-member={anchor}>
      <div className={styles.entryHeader}>
        <Heading as="h3" id={anchor} className={styles.memberHeading}>
          <code>{member.name}</code>
        </Heading>
        <KindLabel member={member} />
        <Badges badges={member.badges} />
        <Since anchor={anchor} />
        <EntryTranslation anchor={anchor} />
      </div>
      <Signature text={memberSignature(item, member)} />
      <Description text={member.description} self={item.name} />
      {member.kind === 'event' ? (
        <p className={styles.returns}>
          <span className={styles.blockLabel}>
            <Translate id="api.eventType">Event type</Translate>
          </span>{' '}
          <code>
            <TypeText text={member.eventType} />
          </code>
        </p>
      ) : null}
      {member.kind === 'property' && member.default !== undefined ? (
        <p className={styles.returns}>
          <span className={styles.blockLabel}>
            <Translate id="api.params.default">Default</Translate>
          </span>{' '}
          <code>{member.default}</code>
        </p>
      ) : null}
      {member.kind === 'method' && member.params?.length ? (
        <div className={styles.block}>
          <span className={styles.blockLabel}>
            <Translate id="api.parameters">Parameters</Translate>
          </span>
          <ParamTable params={member.params} />
        </div>
      ) : null}
      {member.kind === 'method' && member.returns ? <Returns returns={member.returns} /> : null}
      {member.example ? <Example code={member.example} /> : null}
      <RelatedExamples anchor={anchor} />
    </div>
  );
}
