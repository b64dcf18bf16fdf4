import {useContext, useRef, useState} from 'react';

import {ServerCopyContext} from '@site/src/hydration/serverCopy';
import {KEEP_SERVER_CHILDREN, useHydrating} from '@site/src/hydration/useHydrating';

/** Props for a block's `<code>` element that show the server's highlighted lines. */
export type ServerMarkup =
  typeof KEEP_SERVER_CHILDREN | {readonly dangerouslySetInnerHTML: {readonly __html: string}};

/** The highlighted lines of each code block of a server copy, by code. */
const linesByCode = new WeakMap<Element, Map<string, string>>();

/**
 * The code a server-rendered block shows: the text of its lines, each of
 * which ends with a newline (an empty line holds one more).
 */
function shownCode(element: Element): string {
  const lines: string[] = [];
  element.querySelectorAll('.token-line').forEach((line) => {
    lines.push((line.textContent ?? '').replace(/\n+$/, ''));
  });
  return lines.join('\n');
}

function copiedLines(copy: Element | null, code: string): string | undefined {
  if (!copy) {
    return undefined;
  }
  let lines = linesByCode.get(copy);
  if (!lines) {
    const found = new Map<string, string>();
    copy.querySelectorAll('pre.prism-code > code').forEach((element) => {
      found.set(shownCode(element), element.innerHTML);
    });
    linesByCode.set(copy, found);
    lines = found;
  }
  return lines.get(code.replace(/\n$/, ''));
}

/**
 * How a code block can show the lines the server highlighted for `code`
 * without tokenising them again, which was most of the cost of hydrating a
 * page with code; null when it must highlight them itself.
 * - Hydrated from the server's HTML, it keeps them: React does not look
 *   inside an element given `dangerouslySetInnerHTML` while hydrating.
 * - Rendered where a `ServerHtmlUntil` showed the server's copy (content
 *   kept until the reader needs it), it takes them from that copy, so the
 *   highlighter does not load on the first scroll or opening.
 * - Rendered by a client-side navigation or on the dev server, or once its
 *   code is not the code it started with (the reader's token), it has none.
 * Token colours are classes styled for both colour modes, so a dark page or
 * a switch of mode keeps the markup too. Once null it stays null.
 */
export function useServerMarkup(code: string): ServerMarkup | null {
  const hydrating = useHydrating();
  const copy = useContext(ServerCopyContext);
  const [start] = useState<{code: string; markup: ServerMarkup} | null>(() => {
    if (hydrating) {
      return {code, markup: KEEP_SERVER_CHILDREN};
    }
    const html = copiedLines(copy, code);
    return html === undefined ? null : {code, markup: {dangerouslySetInnerHTML: {__html: html}}};
  });
  const left = useRef(false);
  if (start?.code !== code) {
    left.current = true;
  }
  return left.current || !start ? null : start.markup;
}
