/**
 * What a text of the library needs from its reader, judged with the passage analysis's own
 * precedence (readerStatus): the patterns of the words that have one way of spelling, and the
 * words to judge for each reader (more than one way, or a heart word in some sequence). Heart
 * words of every sequence's first step are readable by every reader and need nothing.
 */
import {
  ALL_HEART_WORDS,
  FIRST_HEART_WORDS,
  encodeSet,
  decodeSet,
  isSubset,
  knownFor,
  LEVEL_NUMBERS,
  levelReader,
  readerStatus,
  tokenize,
  wordLevel,
  wordOptions,
  type Level,
  type PatternSet,
  type Reader,
} from "../../phonics";

/**
 * The patterns (pattern-set text) then the words to judge, space-separated: "aefgh living lives".
 * null: a word no reader can decode (beyond the table and never a heart word).
 */
export type TextNeeds = string | null;

const EVERYTHING = levelReader(8);

function distinctWords(text: string): string[] {
  return [...new Set(tokenize(text).flatMap((t) => (t.word ? [t.word] : [])))];
}

export function textNeeds(text: string, terms: ReadonlySet<string>): TextNeeds {
  let patterns: PatternSet = 0n;
  const judged: string[] = [];
  for (const word of distinctWords(text)) {
    if (terms.has(word) || FIRST_HEART_WORDS.has(word)) continue;
    const options = wordOptions(word) ?? [];
    const maybeHeart = knownFor(word, ALL_HEART_WORDS, EVERYTHING);
    if (options.length === 1 && !maybeHeart) patterns |= options[0]!;
    else if (options.length === 0 && !maybeHeart) return null;
    else judged.push(word);
  }
  return [encodeSet(patterns), ...judged].join(" ");
}

const sets = new Map<string, PatternSet>();

/** The verdicts repeat a few thousand distinct pattern sets: each is decoded once an isolate. */
function decoded(text: string): PatternSet {
  let s = sets.get(text);
  if (s === undefined) sets.set(text, (s = decodeSet(text)));
  return s;
}

/** Can the reader read every word of the text (its terms pre-taught)? */
export function readableFor(needs: TextNeeds, reader: Reader, terms: ReadonlySet<string>): boolean {
  if (needs === null) return false;
  const [patterns = "", ...words] = needs.split(" ");
  if (!isSubset(decoded(patterns), reader.taught)) return false;
  return words.every((word) => readerStatus(word, wordOptions(word) ?? [], reader, terms) !== "violation");
}

/** The lowest of our levels at which every word of a text is readable (terms allowed), or null. */
export function sentenceLevel(text: string, terms: ReadonlySet<string>): Level | null {
  const needs = textNeeds(text, terms);
  return LEVEL_NUMBERS.find((n) => readableFor(needs, levelReader(n), terms)) ?? null;
}

/** The words of a text the reader cannot read, with their own levels (for authors). */
export function blockingWords(text: string, reader: Reader, terms: ReadonlySet<string>): string[] {
  return distinctWords(text)
    .filter((word) => readerStatus(word, wordOptions(word) ?? [], reader, terms) === "violation")
    .map((word) => `${word}(${wordLevel(word) ?? "beyond"})`);
}
