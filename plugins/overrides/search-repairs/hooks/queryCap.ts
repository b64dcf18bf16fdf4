import {MAX_QUERY_LENGTH} from '@site/plugins/search/constants';

/**
 * Repairs: DocSearch 4.7 sets `maxLength` 512 on its input; the site caps
 * queries at 64 characters (`MAX_QUERY_LENGTH`). React leaves the attribute alone after mount (its
 * prop never changes), so it is set when the input gets focus.
 */
export function capInputLength(target: EventTarget | null): void {
  if (target instanceof HTMLInputElement && target.classList.contains('DocSearch-Input')) {
    target.maxLength = MAX_QUERY_LENGTH;
  }
}
