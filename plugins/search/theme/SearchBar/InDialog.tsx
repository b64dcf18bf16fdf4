import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';

/** Finds, in the open dialog, the element to render into (null: not there yet or not now). */
export type DialogSlot = (modal: Element) => Element | null;

/** A slot for a selector. */
export const slot =
  (selector: string): DialogSlot =>
  (modal) =>
    modal.querySelector(selector);

/**
 * Renders its children into an element of the open DocSearch dialog, once
 * that element exists, and follows it as DocSearch re-renders.
 *
 * Repairs: DocSearch 4.7's modal has no slots for a wrapped bar's content
 * (an error screen, the index credit, suggestions, the empty start screen),
 * so content is portalled into its elements, found again after each change.
 * With `create`, a results area is added under the search box when the
 * dialog has none.
 */
export function InDialog({
  find,
  create = false,
  onInput,
  children,
}: {
  find: DialogSlot;
  create?: boolean;
  onInput?: (event: Event) => void;
  children: ReactNode;
}): ReactNode {
  const [container, setContainer] = useState<Element | null>(null);
  useEffect(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    if (!modal) {
      return undefined;
    }
    let added: Element | null = null;
    const found = find(modal);
    if (found || !create) {
      setContainer(found);
    } else {
      added = document.createElement('div');
      added.className = 'DocSearch-Dropdown site-search-added';
      modal.querySelector('.DocSearch-SearchBar')?.after(added);
      setContainer(added);
    }
    const observer = new MutationObserver(() => {
      if (added?.isConnected) {
        return;
      }
      setContainer(find(modal));
    });
    observer.observe(modal, {childList: true, subtree: true});
    const input = modal.querySelector('.DocSearch-Input');
    if (onInput) {
      input?.addEventListener('input', onInput);
    }
    return () => {
      observer.disconnect();
      if (onInput) {
        input?.removeEventListener('input', onInput);
      }
      (added as Element | null)?.remove();
    };
  }, [find, create, onInput]);
  return container ? createPortal(children, container) : null;
}
