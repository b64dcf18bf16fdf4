import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {useProductText} from '@site/src/config/useSiteSettings';
import type {ApiReturn, LocalText} from '@site/src/lib/apiReference/types';
import ExampleCode from './ExampleCode';
import TypeText from './TypeText';
import {useLocalText, useTypeLinker} from './useApiReferenceData';
import styles from './styles.module.css';

/** An entry's prose, in the current locale, with product tokens replaced. */
export function Description({text, self}: {text: LocalText; self?: string}): ReactNode {
  const localText = useLocalText();
  const productText = useProductText();
  const typeLinker = useTypeLinker(self);
  return (
    <div className={styles.description}>
      <InlineMarkdown text={productText(localText(text))} codeLink={typeLinker} />
    </div>
  );
}

export function Returns({returns}: {returns: ApiReturn}): ReactNode {
  const localText = useLocalText();
  const productText = useProductText();
  return (
    <p className={styles.returns}>
      <span className={styles.blockLabel}>
        <Translate id="api.returns">Returns</Translate>
      </span>{' '}
      <code>
        <TypeText text={returns.type} />
      </code>
      {returns.description ? <>: {productText(localText(returns.description))}</> : null}
    </p>
  );
}

export function Example({code}: {code: string}): ReactNode {
  const productText = useProductText();
  return (
    <div className={styles.example}>
      <span className={styles.blockLabel}>
        <Translate id="api.example">Example</Translate>
      </span>
      <ExampleCode code={productText(code)} />
    </div>
  );
}
