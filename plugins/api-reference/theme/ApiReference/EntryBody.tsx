import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

import InlineMarkdown, {InlineText} from '@site/src/components/InlineMarkdown';
import type {ApiReturn} from '@site/src/model/api/types';
import ExampleCode from './ExampleCode';
import TypeText from './TypeText';
import {useTypeLinker} from './useTypeLinker';
import styles from './styles.module.css';

/** An entry's prose (the build wrote it in the page's locale, product tokens replaced). */
export function Description({text, self}: {text: string; self?: string}): ReactNode {
  const typeLinker = useTypeLinker(self);
  return (
    <div className={styles.description}>
      <InlineMarkdown text={text} codeLink={typeLinker} />
    </div>
  );
}

export function Returns({returns}: {returns: ApiReturn<string>}): ReactNode {
  const typeLinker = useTypeLinker();
  return (
    <p className={styles.returns}>
      <span className={styles.blockLabel}>
        <Translate id="api.returns">Returns</Translate>
      </span>{' '}
      <code>
        <TypeText text={returns.type} />
      </code>
      {returns.description ? (
        <>
          : <InlineText text={returns.description} codeLink={typeLinker} />
        </>
      ) : null}
    </p>
  );
}

export function Example({code}: {code: string}): ReactNode {
  return (
    <div className={styles.example}>
      <span className={styles.blockLabel}>
        <Translate id="api.example">Example</Translate>
      </span>
      <ExampleCode code={code} />
    </div>
  );
}
