import type {PrismTheme, Token} from 'prism-react-renderer';

import type {CodeThemes} from './tokenColours';

/**
 * How each token type a theme styles renders: as itself, or as plain text
 * where every mode gives it the block's own text colour (punctuation).
 * Types no theme styles are left out: they render as whatever type of the
 * token comes before them.
 */
export type TokenClasses = Readonly<Record<string, string>>;

export function tokenClasses(themes: CodeThemes): TokenClasses {
  const styled = new Set<string>();
  const coloured = new Set<string>();
  const differsFromText = ({plain}: PrismTheme, style: object) =>
    Object.entries(style).some(
      ([property, value]) =>
        value !== undefined && !(property === 'color' && value === plain.color),
    );
  for (const theme of [themes.light, themes.dark]) {
    for (const {types, style} of theme.styles) {
      types.forEach((type) => styled.add(type));
      if (differsFromText(theme, style)) {
        types.forEach((type) => coloured.add(type));
      }
    }
  }
  return Object.fromEntries(
    [...styled].sort().map((type) => [type, coloured.has(type) ? type : 'plain']),
  );
}

/** A token rendered as bare text: its colour is the block's own. */
export const isPlainToken = (token: Token): boolean =>
  token.types.length === 1 && token.types[0] === 'plain';

/**
 * A line of tokens as code blocks render it: each token keeps only the type
 * that gives its colour, the last of its types a theme styles, as the
 * highlighter's own inline styles did (a later type overrides an earlier
 * one); tokens in the text colour (plain text, punctuation) become plain. Runs
 * of tokens left alike are merged, and plain ones render as bare text, not
 * a `<span>`: pages carry far fewer spans, and the stylesheet needs one rule
 * per type.
 */
export function simplifyLine(line: Token[], classes: TokenClasses): Token[] {
  const simplified: Token[] = [];
  for (const token of line) {
    let colourType = 'plain';
    for (const type of token.types) {
      colourType = classes[type] ?? colourType;
    }
    const last = simplified.length - 1;
    const previous = simplified[last];
    if (previous?.types[0] === colourType) {
      simplified[last] = {...previous, content: previous.content + token.content};
    } else {
      simplified.push({types: [colourType], content: token.content});
    }
  }
  return simplified;
}
