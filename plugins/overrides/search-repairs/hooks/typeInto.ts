import {MAX_QUERY_LENGTH} from '@site/plugins/search/constants';

/**
 * Sets the dialog's input as typing would, so DocSearch searches for it.
 *
 * Repairs: DocSearch 4.7's input is controlled by React, which ignores a
 * plain `input.value = …`; the prototype's setter plus an `input` event is
 * what React's change tracking sees.
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value.slice(0, MAX_QUERY_LENGTH));
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/** The open dialog's input, if any. */
export function dialogInput(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('.DocSearch-Input');
}
