import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';

import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {useProductText} from '@site/src/config/useSiteSettings';
import type {ApiReturn, LocalText} from '@site/src/lib/apiReference/types';
import TypeText from './TypeText';
import {useLocalText} from './useApiReferenceData';
import styles from './styles.module.css';

/** An entry's prose, in the current locale, with product tokens replaced. */
export function Description({text}: {text: LocalText}): ReactNode {
  const localText = useLocalText();
  const productText = useProductText();
  return (
    <div className={styles.description}>
      <InlineMarkdown text={productText(localText(text))} />
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
      <CodeBlock language="js">{productText(code)}</CodeBlock>
    </div>
  );
}
