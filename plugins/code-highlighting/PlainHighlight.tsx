import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Highlight} from 'prism-react-renderer';

type HighlightProps = Parameters<typeof Highlight>[0];

/**
 * Prism's `Highlight` render props with every line one plain token: what a
 * code block shows, in the theme's plain colours, while the highlighter loads
 * (or if it cannot).
 */
export default function PlainHighlight({
  code,
  language,
  theme,
  children,
}: HighlightProps): ReactNode {
  const plainStyle = {color: theme?.plain.color};
  return children({
    tokens: code.split('\n').map((line) => [{types: ['plain'], content: line}]),
    className: `prism-code language-${language.toLowerCase()}`,
    style: theme?.plain ?? {},
    getLineProps: ({className, style, line: _line, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...plainStyle, ...style},
    }),
    getTokenProps: ({token, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      style: {...plainStyle, ...style},
      children: token.content,
    }),
  });
}
