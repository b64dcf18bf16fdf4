import {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {usePrismTheme} from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';

import {
  isPlainToken,
  PlainHighlight,
  simplifyLine,
  useHighlighter,
  useServerMarkup,
  useTokenClasses,
} from '@site/plugins/code-highlighting/client';

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
  if (code.includes(TOKEN_PLACEHOLDER)) {
    return <CodeBlock language="js">{code}</CodeBlock>;
  }
  return <HighlightedExample code={code} />;
}

/** Hydrated from the server's HTML or replacing its copy, the server's lines stay: see `useServerMarkup`. */
function HighlightedExample({code}: {code: string}): ReactNode {
  const theme = usePrismTheme();
  const tokenClasses = useTokenClasses();
  const serverMarkup = useServerMarkup(code);
  const Highlight = useHighlighter(!serverMarkup)?.Highlight ?? PlainHighlight;
  return (
    <div className={styles.exampleCode}>
      {serverMarkup ? (
        <pre className="prism-code language-js" style={theme.plain} tabIndex={0}>
          <code key="server" {...serverMarkup} />
        </pre>
      ) : (
        <Highlight theme={theme} code={code} language="js">
          {({className, style, tokens, getLineProps, getTokenProps}) => (
            <pre className={className} style={style} tabIndex={0}>
              <code key="browser">
                {tokens.map((line, lineIndex) => (
                  <span key={lineIndex} {...getLineProps({line})}>
                    {simplifyLine(line, tokenClasses).map((token, tokenIndex) =>
                      isPlainToken(token) ? (
                        token.content
                      ) : (
                        <span key={tokenIndex} {...getTokenProps({token})} />
                      ),
                    )}
                    {'\n'}
                  </span>
                ))}
              </code>
            </pre>
          )}
        </Highlight>
      )}
      <CopyButton code={code} />
    </div>
  );
}
