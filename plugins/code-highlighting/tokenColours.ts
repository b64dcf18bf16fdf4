import type {PrismTheme} from 'prism-react-renderer';

/**
 * The Prism theme every code block renders with: no colours at all, so the
 * highlighter gives each token only its classes (`token keyword`) and no
 * inline style. The colours come from the stylesheet `tokenColoursCss`
 * writes, for both colour modes at once.
 */
export const CLASS_ONLY_THEME: PrismTheme = {plain: {}, styles: []};

/** The colour modes, as Docusaurus marks them on `<html data-theme>`. */
export interface CodeThemes {
  readonly light: PrismTheme;
  readonly dark: PrismTheme;
}

function declarations(style: object): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([property, value]) => {
      const name = property.replace(/[A-Z]/g, (letter: string) => `-${letter.toLowerCase()}`);
      return `${name}:${String(value)}`;
    })
    .join(';');
}

/** Prism's token types are class names; anything else would break the stylesheet. */
function classSelector(type: string): string {
  if (!/^[a-z][\w-]*$/i.test(type)) {
    throw new Error(`Prism theme: "${type}" is not a token type`);
  }
  return `.token.${type}`;
}

function rulesFor(mode: keyof CodeThemes, theme: PrismTheme): string[] {
  const scope = `html[data-theme='${mode}']`;
  const {color, backgroundColor} = theme.plain;
  const rules = [
    `${scope}{${declarations({'--prism-color': color, '--prism-background-color': backgroundColor})}}`,
  ];
  for (const {types, languages, style} of theme.styles) {
    const body = declarations(style);
    if (!body) {
      continue;
    }
    const scopes = languages?.map((language) => `${scope} .language-${language}`) ?? [scope];
    const selectors = scopes.flatMap((prefix) =>
      types.map((type) => `${prefix} ${classSelector(type)}`),
    );
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules;
}

/**
 * The stylesheet of token colours for both colour modes. Code blocks give
 * each token the one type that decides its colour (`simplifyLine`), so one
 * rule applies to it. A block renders the same HTML in both modes, and
 * switching mode or hydrating a dark page does not render any code again.
 */
export function tokenColoursCss(themes: CodeThemes): string {
  return [...rulesFor('light', themes.light), ...rulesFor('dark', themes.dark)].join('\n') + '\n';
}
