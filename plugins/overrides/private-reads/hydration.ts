/**
 * Whether this build hydrates server HTML: core's webpack config defines
 * `process.env.HYDRATE_CLIENT_ENTRY` for the client bundle (true in a
 * production build, false on the dev server, which renders in the browser
 * only). No public API says it; `upstream.ts` pins the file that defines it.
 */
export function hydratesServerHtml(): boolean {
  return !!process.env.HYDRATE_CLIENT_ENTRY;
}
