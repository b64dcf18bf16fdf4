import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';

/** Finds, in the open dialog, the element to render into (null: not there yet or not now). */
export type DialogSlot = (modal: Element) => Element | null;

/** A slot for a selector. */
export const slot =
  (selector: string): DialogSlot =>
  (modal) =>
    modal.querySelector(selector);

/** The class of the results area `InDialog` adds when DocSearch shows none. */
export const ADDED_AREA_CLASS = 'site-search-added';

/** DocSearch's own results area, not one added here. */
export const docSearchDropdown: DialogSlot = (modal) =>
  modal.querySelector(`.DocSearch-Dropdown:not(.${ADDED_AREA_CLASS})`);

/** For content that never goes into an element of DocSearch's (only into an added area). */
export const nowhere: DialogSlot = () => null;

/**
 * Renders its children into an element of the open DocSearch dialog, once
 * that element exists, and follows it as DocSearch re-renders.
 *
 * Repairs: DocSearch 4.7's modal has no slots for a wrapped bar's content
 * (an error screen, the index credit, suggestions, the empty start screen),
 * so content is portalled into its elements, found again after each change.
 * With `create`, while `find` finds nothing and `create` says so, a results
 * area is added under the search box (4.7 renders none for an empty query
 * with nothing listed), and removed when DocSearch shows its own.
 */
export function InDialog({
  find,
  create,
  onInput,
  children,
}: {
  find: DialogSlot;
  create?: (modal: Element) => boolean;
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
    const removeAdded = () => {
      added?.remove();
      added = null;
    };
    const update = () => {
      const found = find(modal);
      if (found || !create?.(modal)) {
        removeAdded();
        setContainer(found);
        return;
      }
      if (!added?.isConnected) {
        added = document.createElement('div');
        added.className = `DocSearch-Dropdown ${ADDED_AREA_CLASS}`;
        modal.querySelector('.DocSearch-SearchBar')?.after(added);
      }
      setContainer(added);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(modal, {childList: true, subtree: true});
    const input = modal.querySelector('.DocSearch-Input');
    const onQuery = (event: Event) => {
      onInput?.(event);
      update();
    };
    input?.addEventListener('input', onQuery);
    return () => {
      observer.disconnect();
      input?.removeEventListener('input', onQuery);
      removeAdded();
    };
  }, [find, create, onInput]);
  return container ? createPortal(children, container) : null;
}
