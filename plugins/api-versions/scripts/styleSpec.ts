/**
 * The style specification's own version table: for each layout and paint
 * property, layer type and expression, the GL JS release that first
 * supported it (`sdk-support` → `basic functionality` → `js`).
 */
import {isRelease} from '../../../src/model/versions/semver';

type SpecEntry = {readonly 'sdk-support'?: Record<string, {js?: unknown} | undefined>};

function jsSince(entry: SpecEntry | undefined): string | null {
  const js = entry?.['sdk-support']?.['basic functionality']?.js;
  return typeof js === 'string' && isRelease(js) ? js : null;
}

/** `paint:fill-color`, `layout:icon-image`, `layer:fill-extrusion`, `expression:within` → release. */
export function styleFacts(reference: unknown): Record<string, string> {
  if (typeof reference !== 'object' || reference === null) {
    throw new Error('the style specification reference is not an object');
  }
  const spec = reference as Record<string, unknown>;
  const facts: Record<string, string> = {};
  const add = (key: string, entry: unknown) => {
    const since = jsSince(entry as SpecEntry);
    if (since) {
      facts[key] = since;
    }
  };
  for (const [group, properties] of Object.entries(spec)) {
    const kind = /^(paint|layout)_/.exec(group)?.[1];
    if (kind && typeof properties === 'object' && properties) {
      for (const [name, entry] of Object.entries(properties)) {
        add(`${kind}:${name}`, entry);
      }
    }
  }
  const values = (path: readonly string[]): Record<string, unknown> => {
    let node: unknown = spec;
    for (const step of path) {
      node = (node as Record<string, unknown> | undefined)?.[step];
    }
    return typeof node === 'object' && node ? (node as Record<string, unknown>) : {};
  };
  for (const [name, entry] of Object.entries(values(['layer', 'type', 'values']))) {
    add(`layer:${name}`, entry);
  }
  for (const [name, entry] of Object.entries(values(['expression_name', 'values']))) {
    add(`expression:${name}`, entry);
  }
  if (!Object.keys(facts).some((key) => key.startsWith('paint:'))) {
    throw new Error('the style specification reference has no paint properties with versions');
  }
  return facts;
}
