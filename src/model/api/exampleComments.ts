/**
 * The Japanese of the prose in the API entries' code examples (comments and
 * logged messages), kept in `docs/api/_entries/exampleComments.ts` as
 * English–Japanese pairs: one pair serves every example that says the same
 * thing. The Japanese pages show each example with it.
 */
import {codeTexts, translateCode, translationProblems} from '../code/codeTexts';
import type {LocalText} from './types';

/** Every `example` of the entries (items, members, closed sections), wherever it sits. */
export function examplesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(examplesIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, entry]) =>
    key === 'example' && typeof entry === 'string' ? [entry] : examplesIn(entry),
  );
}

/** What is wrong with the table for these examples: one line per problem. */
export function exampleCommentProblems(
  examples: readonly string[],
  pairs: readonly LocalText[],
): string[] {
  return translationProblems(
    examples.flatMap((code) => codeTexts(code).map((item) => item.text)),
    pairs,
    {table: 'exampleComments.ts', code: 'any example'},
  );
}

/** A value (a page, an entry) with each `example` in it given the Japanese of its prose. */
export function withJapaneseExamples<T>(value: T, pairs: readonly LocalText[]): T {
  const translations = new Map(pairs.map((pair) => [pair.en, pair.ja]));
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, entry]) => [
        key,
        key === 'example' && typeof entry === 'string'
          ? translateCode(entry, translations).code
          : visit(entry),
      ]),
    );
  };
  return visit(value) as T;
}
