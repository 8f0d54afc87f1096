import { isHeartAt } from "../../phonics/analyze-passage";
import { wordLevel } from "../../phonics/level-of";
import { tokenize } from "../../phonics/tokenize";
import { isDecodableAt, type Level, type WordLevel } from "../../phonics/types";

/** The text's words with their levels, as the passage analysis sees them. */
function words(text: string): { word: string; level: WordLevel }[] {
  const out: { word: string; level: WordLevel }[] = [];
  for (const t of tokenize(text)) if (t.word) out.push({ word: t.word, level: wordLevel(t.word) ?? "beyond" });
  return out;
}

/** With the passage analysis's precedence: decodable at the level, else a heart word there, else a term. */
function readable(word: string, lvl: WordLevel, level: Level, terms: ReadonlySet<string>): boolean {
  return isDecodableAt(lvl, level) || isHeartAt(word, level) || terms.has(word);
}

/** The lowest level at which every word of a text is readable (terms allowed), or null when none is. */
export function sentenceLevel(text: string, terms: ReadonlySet<string>): Level | null {
  const ws = words(text);
  for (let n = 1; n <= 8; n++) {
    if (ws.every(({ word, level }) => readable(word, level, n as Level, terms))) return n as Level;
  }
  return null;
}

/** The words of a text that are not readable at `level`, with their own levels (for authors). */
export function blockingWords(text: string, level: Level, terms: ReadonlySet<string>): string[] {
  return words(text)
    .filter(({ word, level: lvl }) => !readable(word, lvl, level, terms))
    .map(({ word, level: lvl }) => `${word}(${lvl})`);
}
