import type {ConfigureWebpackUtils, LoadContext, Plugin} from '@docusaurus/types';

import {replaceModules} from '../moduleReplacements';
import type {OverrideName} from './switch';
import {escapeRegExp} from '../../src/lib/escapeRegExp';

/** An installed module that an override's own file stands in for. */
export interface ModuleSwap {
  /** The installed file, relative to `node_modules`. */
  readonly upstream: string;
  /** The override's file, relative to its folder. */
  readonly replacement: string;
  readonly bundles: 'browser' | 'server' | 'both';
}

/**
 * One framework override: a Docusaurus plugin of its own that replaces or
 * patches what its packages do not offer as an extension point.
 * `tests/unit/overrides.test.ts` pins the content of every upstream file it
 * swaps or builds on, so an upgrade that changes one fails with the
 * override's name and `recheck`.
 */
export interface Override {
  readonly name: OverrideName;
  readonly swaps: readonly ModuleSwap[];
  /** Other installed files whose internals it relies on (relative to `node_modules`). */
  readonly buildsOn: readonly string[];
  /** What to look at again when an upstream file changes. */
  readonly recheck: string;
  readonly plugin: (context: LoadContext) => Plugin;
}

/** Every installed file an override swaps or builds on. */
export function upstreamFiles(override: Override): string[] {
  return [...override.swaps.map(({upstream}) => upstream), ...override.buildsOn];
}

/**
 * The pattern that matches the resolved path of an installed package file,
 * with or without its `.js`, and never under a query string (a replacement
 * imports the original as `file.js?original`).
 */
export function upstreamModule(file: string): RegExp {
  const parts = file.replace(/\.js$/, '').split('/');
  const escaped = parts.map((part) => escapeRegExp(part));
  return new RegExp(`${escaped.join('[\\\\/]')}(\\.js)?$`);
}

/** The bundler plugins that apply `swaps` to one bundle. */
export function swapModules(
  utils: Pick<ConfigureWebpackUtils, 'currentBundler'>,
  folder: string,
  swaps: readonly ModuleSwap[],
  isServer: boolean,
) {
  return replaceModules(
    utils,
    folder,
    swaps
      .filter(({bundles}) => bundles === 'both' || (bundles === 'server') === isServer)
      .map(({upstream, replacement}) => [upstreamModule(upstream), replacement] as const),
  );
}

/**
 * An override that swaps modules: its plugin applies `swaps` to each bundle,
 * plus what `more` adds (a theme path, client modules, bundler options).
 */
export function swappingOverride(
  folder: string,
  definition: Omit<Override, 'plugin'>,
  more: Omit<Plugin, 'name'> = {},
): Override {
  return {
    ...definition,
    plugin: () => ({
      ...more,
      name: `override-${definition.name}`,
      configureWebpack(config, isServer, utils, content) {
        const extra = more.configureWebpack?.(config, isServer, utils, content) ?? {};
        return {
          ...extra,
          plugins: [
            ...swapModules(utils, folder, definition.swaps, isServer),
            ...(extra.plugins ?? []),
          ],
        };
      },
    }),
  };
}
