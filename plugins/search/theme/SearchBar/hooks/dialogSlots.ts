import type {DialogSlot} from '../InDialog';

/**
 * The start screen's container while it lists nothing (an empty query and no
 * recent or favourite searches).
 *
 * Repairs: DocSearch 4.7's start screen dropped its "No recent searches"
 * text (the translation key is still read, never shown), leaving an empty
 * dialog under the search box.
 */
export const emptyStartScreen: DialogSlot = (modal) => {
  const input = modal.querySelector<HTMLInputElement>('.DocSearch-Input');
  const container = modal.querySelector('.DocSearch-Dropdown-Container');
  if (!input || input.value !== '' || !container || container.querySelector('.DocSearch-Hits')) {
    return null;
  }
  return container;
};
