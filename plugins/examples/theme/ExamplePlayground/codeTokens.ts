import {ACCESS_TOKEN_PLACEHOLDER} from '@site/src/lib/accessTokenInCode';

/**
 * Access tokens shaped like the provider's (`pk.`, `sk.` or `tk.`, then two
 * base64url parts), whoever they belong to: a reader may paste a token of
 * their own into the editor.
 */
const TOKEN_PATTERN = /\b(?:pk|sk|tk)\.[\w-]{8,}\.[\w-]{8,}/g;

/** Code with every access token replaced by the placeholder, and whether one was there. */
export function withoutAccessTokens(
  code: string,
  readerToken: string | null | undefined,
): {code: string; removed: boolean} {
  let result = readerToken ? code.split(readerToken).join(ACCESS_TOKEN_PLACEHOLDER) : code;
  result = result.replace(TOKEN_PATTERN, ACCESS_TOKEN_PLACEHOLDER);
  return {code: result, removed: result !== code};
}

/** The placeholder replaced by the reader's token, when signed in. */
export function withReaderToken(code: string, readerToken: string | null | undefined): string {
  return readerToken ? code.split(ACCESS_TOKEN_PLACEHOLDER).join(readerToken) : code;
}
