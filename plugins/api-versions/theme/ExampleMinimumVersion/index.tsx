import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';

import EntryName from '../EntryName';
import type {ExampleMinimum, MinimumSetter} from '@site/src/model/versions/exampleMinimum';
import styles from './styles.module.css';

function styleKind(kind: string): string {
  switch (kind) {
    case 'paint':
      return translate({id: 'versions.style.paint', message: 'paint property'});
    case 'layout':
      return translate({id: 'versions.style.layout', message: 'layout property'});
    case 'layer':
      return translate({id: 'versions.style.layer', message: 'layer type'});
    default:
      return translate({id: 'versions.style.expression', message: 'expression'});
  }
}

function Setter({setBy}: {setBy: MinimumSetter}): ReactNode {
  if (setBy.kind === 'api') {
    return (
      <Link to={`/api/${setBy.page}/#${setBy.anchor}`}>
        <EntryName name={setBy.name} />
      </Link>
    );
  }
  const [kind = '', name = ''] = setBy.name.split(':');
  return (
    <>
      {styleKind(kind)} <code>{name}</code>
    </>
  );
}

/**
 * "Requires v3.9.0 or later", with what sets it: the oldest release the
 * example's code runs on, from the version facts (computed at build time).
 */
export default function ExampleMinimumVersion({
  minimum,
}: {
  minimum: ExampleMinimum | null;
}): ReactNode {
  if (!minimum) {
    return null;
  }
  return (
    <p className={styles.minimum} data-example-minimum={minimum.version}>
      <strong>
        <Translate id="versions.example.requires" values={{version: minimum.version}}>
          {'Requires v{version} or later'}
        </Translate>
      </strong>{' '}
      <Translate
        id="versions.example.setBy"
        values={{name: <Setter setBy={minimum.setBy} />, version: minimum.version}}>
        {'(it uses {name}, new in v{version}).'}
      </Translate>
    </p>
  );
}
