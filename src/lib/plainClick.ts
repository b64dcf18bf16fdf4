import type {MouseEvent} from 'react';

/**
 * A plain left click, which a link of the app may follow itself; one that
 * asks for a new tab or window, or a download, is the browser's.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
