/**
 * Which framework overrides a build applies, read from one environment
 * variable, `DOCS_OVERRIDES`:
 * - unset, empty or `all`: every override (the normal build);
 * - `none`: no override at all (`npm run build:stock`);
 * - names separated by commas: only these;
 * - names each prefixed with `-`: every override but these (the ablation
 *   benchmark switches one off at a time this way).
 * An unknown name fails the build, so a typo cannot measure the wrong thing.
 */
export const OVERRIDES_VARIABLE = 'DOCS_OVERRIDES';

export const OVERRIDE_NAMES = [
  'client-entry',
  'route-components',
  'prefetch',
  'transitions',
  'hydrate-later',
  'head',
  'utils-common',
  'example-routes',
  'inline-translations',
  'docs-version',
  'code-block',
  'search-repairs',
] as const;

export type OverrideName = (typeof OVERRIDE_NAMES)[number];

/** Overrides that work only with another one. */
const REQUIRES: ReadonlyArray<readonly [OverrideName, OverrideName]> = [['client-entry', 'head']];
const WHY_REQUIRED: Partial<Record<OverrideName, string>> = {
  'client-entry': 'its entry renders no HelmetProvider, which the stock <Head> reads',
};

function isOverrideName(name: string): name is OverrideName {
  return (OVERRIDE_NAMES as readonly string[]).includes(name);
}

/** The overrides a value of `DOCS_OVERRIDES` switches on. */
export function enabledOverrides(value: string | undefined): ReadonlySet<OverrideName> {
  const text = (value ?? '').trim();
  if (text === '' || text === 'all') {
    return new Set(OVERRIDE_NAMES);
  }
  if (text === 'none') {
    return new Set();
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const names = entries.map((entry) => entry.replace(/^-/, ''));
  const unknown = names.filter((name) => !isOverrideName(name));
  if (unknown.length > 0) {
    throw new Error(
      `${OVERRIDES_VARIABLE}: unknown override ${unknown.join(', ')} (known: ${OVERRIDE_NAMES.join(', ')})`,
    );
  }
  const excluding = entries.filter((entry) => entry.startsWith('-'));
  if (excluding.length > 0 && excluding.length < entries.length) {
    throw new Error(`${OVERRIDES_VARIABLE}: give names to keep or names to drop (-name), not both`);
  }
  const named = new Set(names as OverrideName[]);
  const enabled =
    excluding.length > 0 ? new Set(OVERRIDE_NAMES.filter((name) => !named.has(name))) : named;
  for (const [name, needed] of REQUIRES) {
    if (enabled.has(name) && !enabled.has(needed)) {
      throw new Error(`${OVERRIDES_VARIABLE}: ${name} needs ${needed} (${WHY_REQUIRED[name]})`);
    }
  }
  return enabled;
}

const enabled = enabledOverrides(process.env[OVERRIDES_VARIABLE]);

/** Whether this build applies the override `name`. */
export function overrideIsOn(name: OverrideName): boolean {
  return enabled.has(name);
}
