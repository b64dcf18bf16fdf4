import {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePrismTheme} from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import {Highlight} from 'prism-react-renderer';

import styles from './styles.module.css';

/** The placeholder the full code block swaps for the reader's token (see src/theme/CodeBlock). */
const TOKEN_PLACEHOLDER = 'YOUR_ACCESS_TOKEN';

function CopyButton({code}: {code: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={styles.copyButton}
      aria-label={
        copied
          ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
          : translate({
              id: 'theme.CodeBlock.copyButtonAriaLabel',
              message: 'Copy code to clipboard',
            })
      }
      onClick={() => {
        void navigator.clipboard?.writeText(code).then(() => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 1500);
        });
      }}>
      {copied
        ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
        : translate({id: 'theme.CodeBlock.copy', message: 'Copy'})}
    </button>
  );
}

/**
 * An entry's example. The Map page has about 150 of them, and the theme's
 * full code block (line numbers, word-wrap observer, magic comments) made
 * hydrating it take seconds on a slow phone; this one only highlights and
 * copies. Samples with the access-token placeholder keep the full block,
 * which puts the signed-in reader's token into the code.
 */
export default function ExampleCode({code}: {code: string}): ReactNode {
  const theme = usePrismTheme();
  if (code.includes(TOKEN_PLACEHOLDER)) {
    return <CodeBlock language="js">{code}</CodeBlock>;
  }
  return (
    <div className={styles.exampleCode}>
      <Highlight theme={theme} code={code} language="js">
        {({className, style, tokens, getLineProps, getTokenProps}) => (
          <pre className={className} style={style} tabIndex={0}>
            <code>
              {tokens.map((line, lineIndex) => (
                <span key={lineIndex} {...getLineProps({line})}>
                  {line.map((token, tokenIndex) => (
                    <span key={tokenIndex} {...getTokenProps({token})} />
                  ))}
                  {'\n'}
                </span>
              ))}
            </code>
          </pre>
        )}
      </Highlight>
      <CopyButton code={code} />
    </div>
  );
}
