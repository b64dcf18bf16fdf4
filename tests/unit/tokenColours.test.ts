import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';

import {tokenColoursCss} from '../../plugins/code-highlighting/tokenColours';
import {simplifyLine, tokenClasses} from '../../plugins/code-highlighting/tokenTypes';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/prismThemes';

const light: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#eeeeee'},
  styles: [
    {types: ['comment'], style: {color: '#555555', fontStyle: 'italic'}},
    {types: ['function', 'method'], style: {color: '#660099'}},
    {types: ['tag'], languages: ['markup'], style: {color: '#006600'}},
    {types: ['punctuation'], style: {}},
  ],
};
const dark: PrismTheme = {
  plain: {color: '#fafafa'},
  styles: [{types: ['comment'], style: {color: '#999999'}}],
};

describe('tokenColoursCss', () => {
  const css = tokenColoursCss({light, dark});

  it('sets the block colours of each mode as the variables code blocks read', () => {
    expect(css).toContain(
      "html[data-theme='light']{--prism-color:#111111;--prism-background-color:#eeeeee}",
    );
    expect(css).toContain("html[data-theme='dark']{--prism-color:#fafafa}");
  });

  it('colours each token type in its mode, in the order of the theme', () => {
    const lines = css.trim().split('\n');
    expect(lines).toContain(
      "html[data-theme='light'] .token.comment{color:#555555;font-style:italic}",
    );
    expect(lines).toContain(
      "html[data-theme='light'] .token.function,html[data-theme='light'] .token.method{color:#660099}",
    );
    expect(lines).toContain("html[data-theme='dark'] .token.comment{color:#999999}");
    // A later entry of the theme overrides an earlier one for a token of both types.
    expect(lines.findIndex((line) => line.includes('.token.comment{'))).toBeLessThan(
      lines.findIndex((line) => line.includes('.token.method{')),
    );
  });

  it('scopes an entry limited to some languages to their blocks, and skips empty styles', () => {
    expect(css).toContain("html[data-theme='light'] .language-markup .token.tag{color:#006600}");
    expect(css).not.toContain('punctuation');
  });

  it('refuses a type that is not a class name', () => {
    expect(() =>
      tokenColoursCss({
        light: {plain: {}, styles: [{types: ['a{b'], style: {color: 'red'}}]},
        dark,
      }),
    ).toThrow(/"a\{b" is not a token type/);
  });

  it("covers every type of the site's themes in both modes", () => {
    const siteCss = tokenColoursCss({light: lightCodeTheme, dark: darkCodeTheme});
    for (const {types} of lightCodeTheme.styles.filter(({style}) => style.color)) {
      for (const type of types) {
        expect(siteCss).toContain(`html[data-theme='light'] .token.${type}`);
        expect(siteCss).toContain(`html[data-theme='dark'] .token.${type}`);
      }
    }
  });
});

describe('tokenClasses', () => {
  it('renders a type as itself where some mode styles it apart from the text, else as plain', () => {
    expect(
      tokenClasses({
        light: {
          plain: {color: '#111111'},
          styles: [
            {types: ['punctuation'], style: {color: '#111111'}},
            {types: ['keyword'], style: {color: '#990000'}},
          ],
        },
        dark: {
          plain: {color: '#fafafa'},
          styles: [
            {types: ['punctuation'], style: {color: '#fafafa'}},
            {types: ['comment'], style: {fontStyle: 'italic'}},
          ],
        },
      }),
    ).toEqual({comment: 'comment', keyword: 'keyword', punctuation: 'plain'});
  });
});

describe('simplifyLine', () => {
  const classes = {
    tag: 'tag',
    'attr-name': 'attr-name',
    'attr-value': 'attr-value',
    function: 'function',
    method: 'function',
    punctuation: 'plain',
  };

  it('renders each token as the last of its types a theme styles, as later types override earlier ones', () => {
    expect(
      simplifyLine(
        [
          {types: ['tag', 'attr-name'], content: 'href'},
          {types: ['method', 'function', 'property-access'], content: 'flyTo'},
          {types: ['tag', 'attr-value', 'punctuation', 'attr-equals'], content: '='},
        ],
        classes,
      ),
    ).toEqual([
      {types: ['attr-name'], content: 'href'},
      {types: ['function'], content: 'flyTo'},
      {types: ['plain'], content: '='},
    ]);
  });

  it('makes unstyled tokens plain and merges neighbours that render alike', () => {
    expect(
      simplifyLine(
        [
          {types: ['plain'], content: 'map'},
          {types: ['punctuation'], content: '.'},
          {types: ['property-access'], content: 'style'},
          {types: ['tag'], content: '<'},
          {types: ['tag', 'namespace'], content: 'div'},
        ],
        classes,
      ),
    ).toEqual([
      {types: ['plain'], content: 'map.style'},
      {types: ['tag'], content: '<div'},
    ]);
  });
});
