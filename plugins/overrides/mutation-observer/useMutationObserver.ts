import {useEffect, useRef} from 'react';

const DEFAULT_OPTIONS: MutationObserverInit = {
  attributes: true,
  characterData: true,
  childList: true,
  subtree: true,
};

/**
 * Replaces `@docusaurus/theme-common`'s hook of the same name (see `index.ts`),
 * which only the code blocks' word-wrap button uses, one per block. The
 * theme's version memoises the options by sorting their keys with
 * `localeCompare` on every render; the first call of that builds the
 * browser's collator, a long task inside the hydration of any page with
 * code. Here the options are compared field by field.
 */
export function useMutationObserver(
  target: Element | null | undefined,
  callback: MutationCallback,
  options: MutationObserverInit = DEFAULT_OPTIONS,
): void {
  const latestCallback = useRef(callback);
  useEffect(() => {
    latestCallback.current = callback;
  });
  const {
    attributes,
    attributeFilter,
    attributeOldValue,
    characterData,
    characterDataOldValue,
    childList,
    subtree,
  } = options;
  const filter = attributeFilter?.join(' ');
  useEffect(() => {
    if (!target) {
      return undefined;
    }
    const observer = new MutationObserver((records, self) => {
      latestCallback.current(records, self);
    });
    observer.observe(target, {
      attributes,
      attributeFilter: filter === undefined ? undefined : filter.split(' '),
      attributeOldValue,
      characterData,
      characterDataOldValue,
      childList,
      subtree,
    });
    return () => {
      observer.disconnect();
    };
  }, [
    target,
    attributes,
    filter,
    attributeOldValue,
    characterData,
    characterDataOldValue,
    childList,
    subtree,
  ]);
}
