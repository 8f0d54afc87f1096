import { readableBy, type Reader } from "../phonics";
import table from "./synonyms.generated.json";

// Swap suggestions for the text checker: words of the same meaning (WordNet 3.1, built by
// `npm run build:synonyms`) that the reader can read, in the order of the word's
// most used senses.

const SWAPS = table as Record<string, string[]>;
export const MAX_SUGGESTIONS = 3;

export function swapsFor(word: string, reader: Reader): string[] {
  const candidates = Object.hasOwn(SWAPS, word) ? SWAPS[word]! : [];
  return candidates.filter((w) => readableBy(w, reader)).slice(0, MAX_SUGGESTIONS);
}
