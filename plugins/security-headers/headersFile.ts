import {COMMON_HEADERS, asHeader, permissionsPolicy, type Directives} from './policy';

export interface HeadersFileInput {
  /** e.g. `/mapbox-gl-js/` */
  readonly baseUrl: string;
  /** Path of each locale under the base URL: `''` for the default one, then `ja/`… */
  readonly localePaths: readonly string[];
  readonly runtimeDir: string;
  /** The runner's file name in the runtime folder. */
  readonly runnerFile: string;
  readonly docsDirectives: Directives;
  readonly demoDirectives: Directives;
  /** Slugs of the examples that ask for the reader's position. */
  readonly askingExamples: readonly string[];
  /** Their demo documents in the runtime's `demo/` folder, every locale's. */
  readonly askingDemoFiles: readonly string[];
}

function rule(path: string, lines: readonly string[]): string {
  return [path, ...lines.map((line) => `  ${line}`)].join('\n');
}

/**
 * The `_headers` file (the format Cloudflare Pages reads; the test server
 * reads it too). Rules apply in order and a header set twice is joined, so
 * a later rule first detaches (`! Name`) what it replaces.
 */
export function headersFile(input: HeadersFileInput): string {
  const {baseUrl, localePaths, runtimeDir, runnerFile, askingExamples, askingDemoFiles} = input;
  const rules = [
    rule(`${baseUrl}*`, [
      `Content-Security-Policy: ${asHeader(input.docsDirectives)}`,
      ...Object.entries(COMMON_HEADERS).map(([name, value]) => `${name}: ${value}`),
      `Permissions-Policy: ${permissionsPolicy(false)}`,
    ]),
  ];
  // The runtime is shared by the locales, at the site's root.
  const runtime = `${baseUrl}${runtimeDir}/`;
  rules.push(
    rule(`${runtime}*`, [
      '! Content-Security-Policy',
      `Content-Security-Policy: ${asHeader(input.demoDirectives)}`,
      // Demo documents opened in a sandboxed frame (an opaque origin) ask
      // for the runtime's files cross-origin.
      'Access-Control-Allow-Origin: *',
    ]),
  );
  const geolocation = (path: string, toAnyOrigin = false) =>
    rule(path, [
      '! Permissions-Policy',
      `Permissions-Policy: ${permissionsPolicy(true, toAnyOrigin)}`,
    ]);
  for (const slug of askingExamples) {
    rules.push(
      ...localePaths.map((localePath) => geolocation(`${baseUrl}${localePath}example/${slug}/`)),
    );
  }
  rules.push(...askingDemoFiles.map((file) => geolocation(`${runtime}demo/${file}`)));
  // The runner hosts every example's demo, in a sandboxed frame (an opaque
  // origin), so it may pass geolocation on to any origin; a page whose
  // example does not ask gives the runner none to pass.
  if (askingExamples.length > 0) {
    rules.push(geolocation(`${runtime}${runnerFile}`, true));
  }
  return `${rules.join('\n\n')}\n`;
}
