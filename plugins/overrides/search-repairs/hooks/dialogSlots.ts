import {docSearchDropdown} from '../InDialog';

/**
 * True while the dialog shows its empty start screen: an empty query and
 * nothing listed (no recent or favourite searches).
 *
 * Repairs: DocSearch 4.7 renders no results area at all then (its
 * "No recent searches" text is still translated, never shown), leaving the
 * search box alone in the dialog.
 */
export function isEmptyStartScreen(modal: Element): boolean {
  const input = modal.querySelector<HTMLInputElement>('.DocSearch-Input');
  return input !== null && input.value === '' && docSearchDropdown(modal) === null;
}

/** The error screen replaces whatever the dialog shows. */
export const always = (): boolean => true;
