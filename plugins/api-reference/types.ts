/** Type name → `/api/{page}/#{anchor}`: `@api-pages/type-links.json`. */
export type ApiTypeLinks = Readonly<Record<string, string>>;
