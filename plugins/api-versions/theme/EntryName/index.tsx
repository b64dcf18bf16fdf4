import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

import Identifier from '@site/src/components/Identifier';
import type {EntryDisplayName} from '@site/src/model/api/displayName';

/**
 * A documented entry's one display name: `Map#flyTo` as code, or an
 * option, event or object property in words around code ("`Map` option
 * `accessToken`").
 */
export default function EntryName({name}: {name: EntryDisplayName}): ReactNode {
  if (name.role === 'code') {
    return (
      <code>
        <Identifier text={name.code} />
      </code>
    );
  }
  const values = {
    owner: (
      <code>
        <Identifier text={name.owner} />
      </code>
    ),
    name: (
      <code>
        <Identifier text={name.name} />
      </code>
    ),
  };
  switch (name.role) {
    case 'option':
      return (
        <Translate id="api.entryName.option" values={values}>
          {'{owner} option {name}'}
        </Translate>
      );
    case 'event':
      return (
        <Translate id="api.entryName.event" values={values}>
          {'{owner} event {name}'}
        </Translate>
      );
    case 'property':
      return (
        <Translate id="api.entryName.property" values={values}>
          {'{owner} property {name}'}
        </Translate>
      );
  }
}
