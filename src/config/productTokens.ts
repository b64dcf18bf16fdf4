/**
 * Writers name the product through tokens so that the same MDX serves any
 * product id: `%PRODUCT%` (display name), `%product%` (id) and `%VERSION%`
 * (library version). Case matters: the two product tokens differ only by it.
 */
export interface ProductTokenValues {
  readonly productId: string;
  readonly productName: string;
  readonly libraryVersion: string;
}

const TOKEN_PATTERN = /%(PRODUCT|product|VERSION)%/g;

export function replaceProductTokens(text: string, values: ProductTokenValues): string {
  return text.replace(TOKEN_PATTERN, (_match, token: string) => {
    switch (token) {
      case 'PRODUCT':
        return values.productName;
      case 'product':
        return values.productId;
      default:
        return values.libraryVersion;
    }
  });
}

/** Applies the replacement to every string inside a front matter value. */
export function replaceTokensDeep<T>(value: T, values: ProductTokenValues): T {
  if (typeof value === 'string') {
    return replaceProductTokens(value, values) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item: unknown) => replaceTokensDeep(item, values)) as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceTokensDeep(item, values)]),
    ) as T;
  }
  return value;
}
