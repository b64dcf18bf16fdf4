import type {ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@site/plugins/overrides/private-hooks';
import Line from '@theme/CodeBlock/Line';

import {
  PlainHighlight,
  simplifyLine,
  useHighlighter,
  useServerMarkup,
  useTokenClasses,
} from '@site/plugins/code-highlighting/client';
import styles from './styles.module.css';

/**
 * The classic theme's code block content, except that Prism is not in the
 * page's main bundle: a block hydrated from the server's HTML keeps its
 * highlighted lines as they are (or takes them from the server's copy it
 * replaces: `useServerMarkup`), and a block rendered in the browser (after a
 * client-side navigation, or when its code changes) loads the highlighter and
 * shows plain lines until it arrives.
 */
export default function CodeBlockContent({
  className: classNameProp,
}: {
  className?: string;
}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const tokenClasses = useTokenClasses();
  const serverMarkup = useServerMarkup(code);
  const Highlight = useHighlighter(!serverMarkup)?.Highlight ?? PlainHighlight;
  const codeClassName = clsx(
    styles.codeBlockLines,
    lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
  );
  const codeStyle = {
    counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`,
  };
  const preClassName = (highlightClassName: string) =>
    clsx(classNameProp, highlightClassName, styles.codeBlock, 'thin-scrollbar');

  if (serverMarkup) {
    return (
      <pre
        ref={wordWrap.codeBlockRef}
        tabIndex={0}
        className={preClassName(`prism-code language-${language}`)}
        style={prismTheme.plain}>
        <code key="server" className={codeClassName} style={codeStyle} {...serverMarkup} />
      </pre>
    );
  }
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <pre
          ref={wordWrap.codeBlockRef}
          tabIndex={0}
          className={preClassName(className)}
          style={style}>
          <code key="browser" className={codeClassName} style={codeStyle}>
            {lines.map((line, index) => (
              <Line
                key={index}
                line={simplifyLine(line, tokenClasses)}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[index]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
