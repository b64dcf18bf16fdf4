/**
 * The tools' answers by tool and arguments, least recently used dropped
 * first once either bound in `limits.ts` is reached (the characters count
 * the arguments too: `check_code`'s are the code). An answer depends only on
 * the built site the process read at its start, so a cached one is the
 * answer the tool would give again. Failures other than a refused input are
 * not kept: they may not happen twice.
 */
import type {CallToolResult} from '@modelcontextprotocol/server';

import {MAX_CACHED_ANSWER_CHARACTERS, MAX_CACHED_ANSWERS} from './limits';

interface Entry {
  readonly result: CallToolResult;
  readonly characters: number;
}

function charactersOf(key: string, result: CallToolResult): number {
  return result.content.reduce(
    (sum, part) => sum + ('text' in part && typeof part.text === 'string' ? part.text.length : 0),
    key.length,
  );
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private characters = 0;

  constructor(
    private readonly maxAnswers = MAX_CACHED_ANSWERS,
    private readonly maxCharacters = MAX_CACHED_ANSWER_CHARACTERS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalCharacters(): number {
    return this.characters;
  }

  get(key: string): CallToolResult | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving a hit to the end makes the first entry the least recent.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.result;
  }

  set(key: string, result: CallToolResult): void {
    const characters = charactersOf(key, result);
    if (characters > this.maxCharacters) return;
    this.drop(key);
    this.entries.set(key, {result, characters});
    this.characters += characters;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxAnswers && this.characters <= this.maxCharacters) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.characters -= entry.characters;
  }
}
