import {useEffect, type RefObject} from 'react';

/**
 * Repairs: DocSearch 4.7 ignores "/" while a button has focus, and after the
 * dialog closes focus is on the search button. The site opens the dialog on
 * "/" everywhere but in fields and editable content (which DocSearch itself
 * already handles).
 */
export function useSlashFromButton(wrapper: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onSlash = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (
        event.key !== '/' ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        target?.tagName !== 'BUTTON' ||
        document.body.classList.contains('DocSearch--active')
      ) {
        return;
      }
      event.preventDefault();
      wrapper.current?.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click();
    };
    window.addEventListener('keydown', onSlash);
    return () => window.removeEventListener('keydown', onSlash);
  }, [wrapper]);
}
