/**
 * The compact lexicon built from CMUdict by scripts/build-lexicon.ts: every dictionary word with
 * its pattern sets, plus the pronunciations the analyzer needs to explain the words spelling cannot.
 * Nothing is built at load: words are found in the text and decoded as they are asked.
 */
import type { PronouncingDictionary } from "./analyze-word";
import { countBlocks, decodePronunciation, lookup, type DecodedEntry } from "./lexicon-format";
import LEXICON_TEXT from "./lexicon.txt";
import type { PatternSet } from "./pattern-set";

export interface Lexicon extends PronouncingDictionary {
  /** The word's pattern sets as decided at build time from CMUdict, or undefined if unknown. */
  options(word: string): readonly PatternSet[] | undefined;
  has(word: string): boolean;
  /** Number of blocks in the text (counted when asked: nothing is indexed at load). */
  readonly blocks: number;
}

/** Words already looked up; passages reuse a small vocabulary, so this stays small. */
const CACHE_LIMIT = 20_000;

export function createLexicon(text: string): Lexicon {
  const cache = new Map<string, DecodedEntry | null>();
  const find = (word: string): DecodedEntry | undefined => {
    let hit = cache.get(word);
    if (hit === undefined) {
      hit = lookup(text, word) ?? null;
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(word, hit);
    }
    return hit ?? undefined;
  };
  return {
    get blocks() {
      return countBlocks(text);
    },
    options: (word) => find(word)?.options,
    has: (word) => find(word) !== undefined,
    pronunciations: (word) => {
      const prons = find(word)?.pronunciations;
      return prons && prons.length > 0 ? prons.map(decodePronunciation) : undefined;
    },
  };
}

let shared: Lexicon | undefined;

/** The generated lexicon (a Text module: nothing to parse or index). */
export function defaultLexicon(): Lexicon {
  shared ??= createLexicon(LEXICON_TEXT);
  return shared;
}
