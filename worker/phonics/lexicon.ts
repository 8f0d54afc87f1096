/**
 * The compact lexicon built from CMUdict by scripts/build-lexicon.ts: every dictionary word with
 * its pattern sets, plus the pronunciations the analyzer needs to explain the words spelling cannot.
 * Only the block index is built (lazily, once per isolate); words are decoded as they are asked.
 */
import type { PronouncingDictionary } from "./analyze-word";
import { decodePronunciation, indexBlocks, lookup, type DecodedEntry } from "./lexicon-format";
import LEXICON_TEXT from "./lexicon.txt";
import type { PatternSet } from "./pattern-set";

export interface Lexicon extends PronouncingDictionary {
  /** The word's pattern sets as decided at build time from CMUdict, or undefined if unknown. */
  options(word: string): readonly PatternSet[] | undefined;
  has(word: string): boolean;
  /** Number of blocks in the index (a cheap way to force and check the load). */
  readonly blocks: number;
}

/** Words already looked up; passages reuse a small vocabulary, so this stays small. */
const CACHE_LIMIT = 20_000;

export function createLexicon(text: string): Lexicon {
  const index = indexBlocks(text);
  const cache = new Map<string, DecodedEntry | null>();
  const find = (word: string): DecodedEntry | undefined => {
    let hit = cache.get(word);
    if (hit === undefined) {
      hit = lookup(text, index, word) ?? null;
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(word, hit);
    }
    return hit ?? undefined;
  };
  return {
    blocks: index.offsets.length,
    options: (word) => find(word)?.options,
    has: (word) => find(word) !== undefined,
    pronunciations: (word) => {
      const prons = find(word)?.pronunciations;
      return prons && prons.length > 0 ? prons.map(decodePronunciation) : undefined;
    },
  };
}

let shared: Lexicon | undefined;

/** The generated lexicon, indexed on first use. */
export function defaultLexicon(): Lexicon {
  shared ??= createLexicon(LEXICON_TEXT);
  return shared;
}
