/**
 * What changed between two releases' surfaces, and what the reference must
 * do about each change: document what was added, mark legacy what was
 * deprecated, drop what was removed. Names of items the reference excludes
 * whole (the internal `Style`) are counted, not listed.
 */
import type {SurfaceExclusion} from './coverage';
import {surfaceKeys, type ApiSurface, type SurfaceKey} from './surface';

export type SurfaceChangeKind = 'added' | 'deprecated' | 'removed';

export interface SurfaceChange {
  readonly kind: SurfaceChangeKind;
  readonly key: string;
  /** What the site must do. */
  readonly action: string;
}

export interface SurfaceChanges {
  readonly from: string;
  readonly to: string;
  readonly changes: readonly SurfaceChange[];
  /** Changes under items the reference excludes whole. */
  readonly underExcludedItems: number;
}

const ACTIONS: Readonly<Record<SurfaceChangeKind, string>> = {
  added:
    'document it in English and Japanese (npm run api:versions then dates it), or exclude it with a reason',
  deprecated: 'mark it legacy: say in which release and what to use instead',
  removed: 'drop it from the pages (or the exclusions) and name it in the migration guide',
};

/** Names of a surface, an item's names left out when the item itself is new or gone. */
function keysOf(surface: ApiSurface, also: ApiSurface): SurfaceKey[] {
  return surfaceKeys(surface).filter((key) => key.kind === 'item' || key.item in also.items);
}

export function surfaceChanges(
  from: ApiSurface,
  to: ApiSurface,
  exclusions: readonly SurfaceExclusion[],
  /** Whether the reference documents a name already (then an addition asks for nothing). */
  isDocumented: (key: SurfaceKey) => boolean = () => false,
): SurfaceChanges {
  const excludedItems = new Set(
    exclusions.flatMap(({keys}) => keys.filter((key) => !/[#.]/.test(key))),
  );
  const before = new Set(keysOf(from, to).map(({key}) => key));
  const after = keysOf(to, from);
  const afterKeys = new Set(after.map(({key}) => key));
  const itemOf = new Map(
    [...surfaceKeys(from), ...surfaceKeys(to)].map((key) => [key.key, key.item]),
  );
  const wasDeprecated = new Set(from.deprecated);
  const found: SurfaceChange[] = [
    ...after
      .filter((key) => !before.has(key.key) && !isDocumented(key))
      .map(({key}) => ({kind: 'added' as const, key, action: ACTIONS.added})),
    ...to.deprecated
      .filter((key) => !wasDeprecated.has(key))
      .map((key) => ({kind: 'deprecated' as const, key, action: ACTIONS.deprecated})),
    ...[...before]
      .filter((key) => !afterKeys.has(key))
      .map((key) => ({kind: 'removed' as const, key, action: ACTIONS.removed})),
  ];
  const listed = found.filter((change) => !excludedItems.has(itemOf.get(change.key) ?? ''));
  return {
    from: from.version,
    to: to.version,
    changes: listed,
    underExcludedItems: found.length - listed.length,
  };
}

/** The change list as `api:update` prints it, grouped by kind. */
export function formatSurfaceChanges(result: SurfaceChanges): string {
  const lines = [
    `${result.from} → ${result.to}: ${result.changes.length} changes to the documented surface`,
  ];
  for (const kind of ['added', 'deprecated', 'removed'] as const) {
    const changes = result.changes.filter((change) => change.kind === kind);
    if (!changes.length) continue;
    lines.push('', `${kind} (${changes.length}): ${ACTIONS[kind]}`);
    for (const change of changes) lines.push(`  - ${change.key}`);
  }
  if (result.underExcludedItems) {
    lines.push(
      '',
      `${result.underExcludedItems} more under items the reference excludes whole (nothing to do).`,
    );
  }
  return lines.join('\n');
}
