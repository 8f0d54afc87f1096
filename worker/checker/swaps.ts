import { isHeartAt } from "../phonics/analyze-passage";
import { wordLevel } from "../phonics/level-of";
import { isDecodableAt, type Level } from "../phonics/types";
import table from "./synonyms.generated.json";

// Swap suggestions for the text checker: words of the same meaning (WordNet 3.1, built by
// `npm run build:synonyms`) that the reader can decode at the level, in the order of the word's
// most used senses.

const SWAPS = table as Record<string, string[]>;
export const MAX_SUGGESTIONS = 3;

export function swapsFor(word: string, level: Level): string[] {
  const candidates = Object.hasOwn(SWAPS, word) ? SWAPS[word]! : [];
  return candidates.filter((w) => isDecodableAt(wordLevel(w) ?? "beyond", level) || isHeartAt(w, level)).slice(0, MAX_SUGGESTIONS);
}
