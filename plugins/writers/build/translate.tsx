/**
 * What `@docusaurus/Translate` is to the writers' pages when the build renders
 * them in Node (build/renderPages.tsx is bundled with this module in its
 * place): the same `translate()` and `<Translate>`, reading the locale's code
 * translations the build was given. The components keep the real import, so
 * `write-translations` and the translation records find their strings.
 */
import type {ReactNode} from 'react';

let messages: Readonly<Record<string, string>> = {};

/** The locale's code translations (Docusaurus's `codeTranslations`), before rendering. */
export function setCodeTranslations(next: Readonly<Record<string, string>>): void {
  messages = next;
}

type Values = Readonly<Record<string, string | number>>;

function interpolate(text: string, values: Values | undefined): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) =>
    values && key in values ? String(values[key]) : match,
  );
}

export function translate({id, message}: {id?: string; message?: string}, values?: Values): string {
  const text = (id !== undefined ? messages[id] : undefined) ?? message ?? id;
  if (text === undefined) throw new Error('A translation needs an id or a message.');
  return interpolate(text, values);
}

export default function Translate({
  id,
  children,
  values,
}: {
  id?: string;
  children?: string;
  values?: Values;
}): ReactNode {
  return translate({id, message: children}, values);
}
