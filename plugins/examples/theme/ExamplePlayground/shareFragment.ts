/**
 * Where a shared link keeps its code: the `code` value of the URL fragment.
 * Apart from share.ts (loaded when a reader shares or opens such a link), so
 * an example page only carries this check.
 */
export const SHARE_PARAMETER = 'code';

/** The `code` value of a location hash (`#code=…`), or null. */
export function sharedValueOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(SHARE_PARAMETER);
}
