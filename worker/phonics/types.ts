import { levelOfSet, type PatternSet } from "./pattern-set";

/**
 * Public types of the decodability engine (PHONICS.md). Everything a caller sees is declared here.
 */

/** The eight decoding levels; they are cumulative, so level N allows every pattern of 1..N. */
export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** A word's level: the lowest level whose patterns spell it, or "beyond" when none does. */
export type WordLevel = Level | "beyond";

/**
 * Where a word's level came from: checked against its pronunciation in CMUdict, or guessed from
 * spelling alone because the dictionary does not have the word (names, nonsense, rare words).
 */
export type LevelSource = "dictionary" | "spelling";

/** One grapheme and the sounds it spells: ARPABET without stress digits, "" when silent. */
export type GraphemePhonemes = readonly [grapheme: string, phonemes: string];

/** The engine's judgement of one word, with the evidence a teacher (or a test) can check. */
export interface WordAnalysis {
  /** The normalised word (lower case, straight apostrophe). */
  readonly word: string;
  readonly level: WordLevel;
  /**
   * Every way of spelling the word with the table, as the set of patterns (patterns.ts) each
   * needs; minimal sets only, none when the word is beyond the table. `level` is the lowest of
   * our levels over them; a reader of another sequence decodes the word when it knows one set.
   */
  readonly options: readonly PatternSet[];
  readonly source: LevelSource;
  /**
   * The pattern that set the level ("vowel team ai /eɪ/", "consonant cluster st", "suffix -ed"),
   * or, for "beyond", why no level admits the word ("vowel team ea says /eɪ/", "soft c").
   */
  readonly pattern: string;
  /** The grapheme -> phoneme pairs of the deciding reading, in spelling order. */
  readonly alignment: readonly GraphemePhonemes[];
  /** Number of syllables (vowel sounds) of the deciding reading. */
  readonly syllables: number;
  /** The ARPABET pronunciation (with stress) that decided, when the dictionary had one. */
  readonly pronunciation?: string;
  /**
   * How the word was decomposed, when it was: an inflection ("hopping" = hop + -ing), a
   * contraction or possessive ("it's" = it + 's), or a hyphenated compound (max of its parts).
   */
  readonly parts?: readonly WordAnalysis[];
}

/** Numeric rank of a level for comparisons: "beyond" sorts after 8. */
export function levelRank(level: WordLevel): number {
  return level === "beyond" ? 9 : level;
}

/** The higher of two levels ("beyond" is highest). */
export function maxLevel(a: WordLevel, b: WordLevel): WordLevel {
  return levelRank(a) >= levelRank(b) ? a : b;
}


/** The lowest of our levels at which one of the word's pattern sets is taught ("beyond" when none is). */
export function optionsLevel(options: readonly PatternSet[]): WordLevel {
  let best: WordLevel = "beyond";
  for (const o of options) {
    const l = levelOfSet(o);
    if (levelRank(l) < levelRank(best)) best = l;
  }
  return best;
}
