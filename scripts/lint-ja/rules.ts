/**
 * The site's own Japanese rules, as textlint rules: no line break inside a
 * Japanese sentence (Chromium draws it as a space: "レンダリングの たびに"), and
 * full-width parentheses around or after Japanese text.
 */
import type {
  TextlintFixableRuleModule,
  TextlintRuleModule,
  TextlintRuleReporter,
} from '@textlint/types';
import type {TxtNode} from '@textlint/ast-node-types';

/** A character of Japanese text: kana, kanji, the long-vowel mark, Japanese punctuation inside a sentence. */
const JAPANESE = String.raw`[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー、・「」（）]`;
/** A line break with Japanese on both sides, the line before not ending a sentence. */
const BREAK_INSIDE = new RegExp(`(?<=${JAPANESE})(?<![。！？])\\n[ \\t]*(?=${JAPANESE})`, 'gu');
const HAS_JAPANESE = new RegExp(JAPANESE, 'u');
/** Half-width parentheses that enclose Japanese, or open right after it. */
const HALF_WIDTH_PARENS = new RegExp(`\\(([^()\\n]*)\\)`, 'gu');

const noBreak: TextlintRuleReporter = (context) => {
  const {Syntax, RuleError, report, getSource, fixer, locator} = context;
  return {
    [Syntax.Str](node) {
      const text = getSource(node);
      for (const match of text.matchAll(BREAK_INSIDE)) {
        const index = match.index ?? 0;
        report(
          node,
          new RuleError(
            'A line break inside a Japanese sentence shows as a space: join the lines.',
            {
              padding: locator.range([index, index + match[0].length]),
              fix: fixer.replaceTextRange([index, index + match[0].length], ''),
            },
          ),
        );
      }
    },
  };
};

/**
 * Read on a paragraph's, cell's or heading's source, so that parentheses
 * around code or a link are seen too; a link's own `](url)` is not text.
 */
const parentheses: TextlintRuleReporter = (context) => {
  const {Syntax, RuleError, report, getSource, fixer, locator} = context;
  const check = (node: TxtNode) => {
    const text = getSource(node);
    for (const match of text.matchAll(HALF_WIDTH_PARENS)) {
      const index = match.index ?? 0;
      const before = text.slice(Math.max(0, index - 1), index);
      if (before === ']') continue;
      if (!HAS_JAPANESE.test(match[1] ?? '') && !HAS_JAPANESE.test(before)) continue;
      report(
        node,
        new RuleError('Japanese text takes full-width parentheses: （…）.', {
          padding: locator.range([index, index + match[0].length]),
          fix: fixer.replaceTextRange([index, index + match[0].length], `（${match[1]}）`),
        }),
      );
    }
  };
  return {[Syntax.Paragraph]: check, [Syntax.TableCell]: check, [Syntax.Header]: check};
};

/** How a Japanese sentence of the site ends: the polite form (です/ます). */
const POLITE_ENDING = /(?:です|ます|ません|ください|でした|ました|でしょう|ましょう)[。）」]*$/u;

/**
 * A paragraph of prose ends in です/ます, as the rest of the site does
 * (a parameter's description is a sentence, not a noun phrase). A paragraph
 * that leads into a list or code (ending in a colon) is left alone.
 */
export const politeEnding: TextlintRuleModule = (context) => {
  const {Syntax, RuleError, report, getSource, locator} = context;
  return {
    [Syntax.Paragraph](node) {
      if (node.parent?.type !== Syntax.Document) return;
      const text = getSource(node)
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`[^`]*`/g, 'コード')
        .trim();
      if (!HAS_JAPANESE.test(text) || /[:：]$/.test(text) || POLITE_ENDING.test(text)) return;
      report(
        node,
        new RuleError('End the paragraph in the polite form (です/ます), as the site does.', {
          padding: locator.range([
            Math.max(0, getSource(node).trimEnd().length - 1),
            getSource(node).trimEnd().length,
          ]),
        }),
      );
    },
  };
};

// Fixable rules: textlint applies a rule's fixes only when it is given as linter and fixer.
export const noBreakInSentence: TextlintFixableRuleModule = {linter: noBreak, fixer: noBreak};
export const fullWidthParentheses: TextlintFixableRuleModule = {
  linter: parentheses,
  fixer: parentheses,
};
