export interface ApiReferenceGlobalData {
  /** Type name → `/api/{page}/#{anchor}`. */
  readonly typeLinks: Record<string, string>;
}
