import {useSyncExternalStore} from 'react';

function subscribeToDialog(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {attributes: true, attributeFilter: ['class']});
  return () => observer.disconnect();
}

/**
 * True while the DocSearch dialog is open. DocSearch 4.7 has no open/close
 * callback for a wrapped bar; it marks the body with `DocSearch--active`.
 */
export function useDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribeToDialog,
    () => document.body.classList.contains('DocSearch--active'),
    () => false,
  );
}
