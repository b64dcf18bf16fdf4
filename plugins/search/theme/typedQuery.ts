import type {KeyboardEvent} from 'react';

import {MAX_QUERY_LENGTH} from '../constants';

/** A printable letter or digit typed without a modifier: the start of a query. */
export function isTypedCharacter(event: KeyboardEvent<HTMLElement>): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey && /^[\p{L}\p{N}]$/u.test(event.key);
}

/** The query typed so far with `more` after it, within the query cap. */
export function appendTyped(typed: string, more: string): string {
  return `${typed}${more}`.slice(0, MAX_QUERY_LENGTH);
}
