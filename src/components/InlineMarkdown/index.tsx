import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

/** `[label](href)` or `` `code` ``: the only inline syntax example prose uses. */
const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`/g;

function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) {
      nodes.push(text.slice(last, index));
    }
    const [, label, href, code] = match;
    if (code !== undefined) {
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
export default function InlineMarkdown({text}: {text: string}): ReactNode {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => <p key={index}>{renderInline(paragraph)}</p>);
}
