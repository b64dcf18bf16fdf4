import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code highlighting colours chosen for contrast: every token colour reaches
 * WCAG AA (4.5:1) against its code block background, which the stock
 * prism-react-renderer themes do not (axe flags them).
 */
interface Palette {
  background: string;
  text: string;
  comment: string;
  keyword: string;
  string: string;
  func: string;
  constant: string;
  tag: string;
  className: string;
}

function themeFrom(palette: Palette): PrismTheme {
  return {
    plain: {color: palette.text, backgroundColor: palette.background},
    styles: [
      {
        types: ['comment', 'prolog', 'doctype', 'cdata'],
        style: {color: palette.comment, fontStyle: 'italic'},
      },
      {types: ['punctuation'], style: {color: palette.text}},
      {
        types: ['keyword', 'operator', 'important', 'atrule', 'rule'],
        style: {color: palette.keyword},
      },
      {
        types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'],
        style: {color: palette.string},
      },
      {types: ['function', 'method'], style: {color: palette.func}},
      {
        types: [
          'number',
          'boolean',
          'constant',
          'property',
          'attr-name',
          'symbol',
          'variable',
          'selector',
        ],
        style: {color: palette.constant},
      },
      {types: ['tag', 'entity'], style: {color: palette.tag}},
      {types: ['class-name', 'builtin', 'namespace', 'deleted'], style: {color: palette.className}},
    ],
  };
}

export const lightCodeTheme = themeFrom({
  background: '#f6f8fa',
  text: '#1f2328',
  comment: '#57606a',
  keyword: '#b3261e',
  string: '#0a3069',
  func: '#6639ba',
  constant: '#0550ae',
  tag: '#116329',
  className: '#8a3700',
});

export const darkCodeTheme = themeFrom({
  background: '#161b22',
  text: '#e6edf3',
  comment: '#8b949e',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  func: '#d2a8ff',
  constant: '#79c0ff',
  tag: '#7ee787',
  className: '#ffa657',
});
