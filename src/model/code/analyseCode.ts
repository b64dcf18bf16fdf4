/**
 * The one reader of example code: which API entries and style names a piece
 * of JavaScript (or each inline script of an HTML page, lines kept relative
 * to the whole input) uses, judged against the API model. It parses with
 * acorn (`syntaxTree.ts`), works out each variable's class as far as the code
 * shows it (`bindings.ts`, `expressionClasses.ts`), and records each block's
 * uses (`blockAnalysis.ts`) in the report `analysisReport.ts` describes.
 * Runs in Node and in the browser.
 */
import type {Program} from 'acorn';

import type {ApiModel, EntryRef} from '../api/apiModel';
import type {ApiUse, CodeAnalysis, SyntaxProblem} from './analysisReport';
import {BlockAnalysis} from './blockAnalysis';
import {loadedPlugins, scriptBlocks} from './scriptBlocks';
import {parseScript, parseTolerantly} from './syntaxTree';

export type {ApiUse, ApiUseKind, CodeAnalysis, StyleNames, SyntaxProblem} from './analysisReport';

/** Longest input read, in characters: past it the analyser answers with `refused`. */
export const MAX_ANALYSED_CHARACTERS = 1_000_000;

export interface AnalyseOptions {
  /**
   * Read a script that does not parse as acorn-loose repairs it (its syntax
   * error still reported): what an editor's tooltips need while a reader types.
   */
  readonly tolerant?: boolean;
}

/** What a piece of code uses of the API; never throws, whatever the input. */
export function analyseCode(
  input: string,
  model: ApiModel,
  productId: string,
  options: AnalyseOptions = {},
): CodeAnalysis {
  const empty = {properties: [], layerTypes: [], expressions: []};
  if (input.length > MAX_ANALYSED_CHARACTERS) {
    return {
      uses: [],
      pluginUses: 0,
      plugins: [],
      style: empty,
      syntaxErrors: [],
      blocks: 0,
      refused: `The code is ${input.length.toLocaleString('en')} characters long; at most ${MAX_ANALYSED_CHARACTERS.toLocaleString('en')} are read.`,
    };
  }
  const uses: ApiUse[] = [];
  const syntaxErrors: SyntaxProblem[] = [];
  const style = {
    properties: new Set<string>(),
    layerTypes: new Set<string>(),
    expressions: new Set<string>(),
  };
  const counts = {pluginUses: 0};
  const blocks = scriptBlocks(input);
  const plugins = loadedPlugins(input, productId);
  for (const block of blocks) {
    let program: Program;
    try {
      program = parseScript(block.code);
    } catch (error) {
      const located = error as Error & {loc?: {line: number; column: number}};
      syntaxErrors.push({
        line: (located.loc?.line ?? 1) + block.line - 1,
        column: located.loc?.column ?? 0,
        message: located.message.replace(/\s*\(\d+:\d+\)$/, ''),
      });
      if (!options.tolerant) continue;
      program = parseTolerantly(block.code);
    }
    new BlockAnalysis(model, block, plugins, uses, style, counts).run(program);
  }
  const sorted = (names: Set<string>) => [...names].sort();
  uses.sort((a, b) => a.line - b.line || a.column - b.column);
  return {
    uses,
    pluginUses: counts.pluginUses,
    plugins,
    style: {
      properties: sorted(style.properties),
      layerTypes: sorted(style.layerTypes),
      expressions: sorted(style.expressions),
    },
    syntaxErrors,
    blocks: blocks.length,
  };
}

/** The documented entries a piece of code uses, each once, in order of first use. */
export function usedEntries(analysis: CodeAnalysis): EntryRef[] {
  const seen = new Map<string, EntryRef>();
  for (const use of analysis.uses) {
    if (use.entry && !seen.has(use.entry.key)) seen.set(use.entry.key, use.entry);
  }
  return [...seen.values()];
}
