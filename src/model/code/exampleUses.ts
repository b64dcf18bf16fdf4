/**
 * The examples' use table: for each example, what its code uses of the API
 * and of the style specification, from the one analyser. The build makes it
 * once per example (both locales share it: the code is the same) and every
 * reader takes it from there: the reference's related examples, each
 * example's minimum version, the gallery, the MCP server's tool data.
 */
import type {ApiModel, EntryRef} from '../api/apiModel';
import {analyseCode, usedEntries, type StyleNames} from './analyseCode';

export interface ExampleUses {
  /** The documented entries the code uses, each once, in order of first use. */
  readonly entries: readonly EntryRef[];
  readonly style: StyleNames;
}

const tables = new WeakMap<ApiModel, Map<string, ExampleUses>>();

/** What one example's code uses; analysed once per model and code. */
export function exampleUses(code: string, model: ApiModel, productId: string): ExampleUses {
  let table = tables.get(model);
  if (!table) {
    table = new Map();
    tables.set(model, table);
  }
  const known = table.get(code);
  if (known) return known;
  const analysis = analyseCode(code, model, productId);
  const uses: ExampleUses = {entries: usedEntries(analysis), style: analysis.style};
  table.set(code, uses);
  return uses;
}

/** The item an entry key belongs to: `Map#flyTo` → `Map`, `Map.param:options.center` → `Map`. */
export function itemOfKey(key: string): string {
  return /^[^#.]+/.exec(key)?.[0] ?? key;
}
