import type {ReactNode} from 'react';

interface Props {
  id?: string;
  description?: string;
  values?: Record<string, ReactNode>;
  children?: string;
}

/**
 * Stand-in for @docusaurus/Translate in unit tests: renders the default
 * (English) message, which is what the real component does without a
 * translation file.
 */
export default function Translate({children}: Props): ReactNode {
  return children ?? null;
}

/** The default message with its `{name}` placeholders filled, as the real function does. */
export function translate(
  {message}: {message: string},
  values?: Record<string, string | number>,
): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    values && Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
