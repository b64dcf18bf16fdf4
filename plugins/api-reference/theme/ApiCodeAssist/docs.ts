/**
 * The docs of one API name as the editor shows them, in a completion's
 * info box or a tooltip: its signature, the first sentence of its
 * description in the page's language, its Since, and a link to its entry.
 */
import type {CompletionKind} from '@site/src/model/code/cursorContext';
import {kindText, legacyText, openReferenceText, sinceText} from './words';

export interface Docs {
  /** What the name is: said in a completion's info, where the list gives no other clue. */
  readonly kind?: CompletionKind;
  readonly signature: string;
  readonly summary: string;
  readonly since?: string;
  readonly legacy: boolean;
  /** The entry in the reference; a tooltip links to it. */
  readonly href?: string;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function docsElement(docs: Docs): HTMLElement {
  const root = element('div', 'cm-api-docs');
  root.dataset.testid = 'api-docs';
  root.append(element('code', 'cm-api-docs-signature', docs.signature));
  if (docs.summary) root.append(element('p', 'cm-api-docs-summary', docs.summary));
  const meta = [
    docs.kind ? kindText(docs.kind) : '',
    docs.since ? sinceText(docs.since) : '',
    docs.legacy ? legacyText() : '',
  ].filter(Boolean);
  if (meta.length) root.append(element('p', 'cm-api-docs-meta', meta.join(' · ')));
  if (docs.href) {
    const link = element('a', 'cm-api-docs-link', openReferenceText());
    link.href = docs.href;
    const paragraph = element('p', '');
    paragraph.append(link);
    root.append(paragraph);
  }
  return root;
}
