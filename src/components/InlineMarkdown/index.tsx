import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

/** `[label](href)` or `` `code` ``: the only inline syntax example prose uses. */
const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`/g;

/** Returns a site path for inline code that names something documented, e.g. a type. */
export type CodeLinker = (code: string) => string | undefined;

function renderInline(text: string, codeLink?: CodeLinker): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) {
      nodes.push(text.slice(last, index));
    }
    const [, label, href, code] = match;
    const codeHref = code !== undefined ? codeLink?.(code) : undefined;
    if (code !== undefined && codeHref) {
      nodes.push(
        <Link key={index} to={codeHref}>
          <code>{code}</code>
        </Link>,
      );
    } else if (code !== undefined) {
      nodes.push(<code key={index}>{code}</code>);
    } else if (href?.startsWith('/')) {
      // Site links go through Link: base URL, locale and the broken-link check.
      nodes.push(
        <Link key={index} to={href}>
          {renderInline(label ?? '')}
        </Link>,
      );
    } else {
      nodes.push(
        <a key={index} href={href}>
          {renderInline(label ?? '')}
        </a>,
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) {
    nodes.push(text.slice(last));
  }
  return nodes;
}

/**
 * Renders the small markdown subset of example metadata: paragraphs
 * separated by blank lines, links and inline code. The text comes from the
 * repository, and React escapes everything else, so no HTML passes through.
 */
export default function InlineMarkdown({
  text,
  codeLink,
}: {
  text: string;
  /** Turns inline code into a link when it returns a path (the API reference links type names). */
  codeLink?: CodeLinker;
}): ReactNode {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => <p key={index}>{renderInline(paragraph, codeLink)}</p>);
}

/** One line of the same subset inside other text, without a paragraph: a return value's note. */
export function InlineText({text, codeLink}: {text: string; codeLink?: CodeLinker}): ReactNode {
  return renderInline(text.replace(/\s+/g, ' ').trim(), codeLink);
}
