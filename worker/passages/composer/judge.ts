import { isHeartAt } from "../../phonics/analyze-passage";
import { wordLevel } from "../../phonics/level-of";
import { tokenize } from "../../phonics/tokenize";
import type { Level, WordLevel } from "../../phonics/types";
import type { JudgeSentence, SentenceFacts } from "./compose";

/** The sentence's words with their levels, as the passage analysis sees them. */
function words(text: string): { word: string; level: WordLevel }[] {
  const out: { word: string; level: WordLevel }[] = [];
  for (const t of tokenize(text)) if (t.word) out.push({ word: t.word, level: wordLevel(t.word) ?? "beyond" });
  return out;
}

/**
 * The engine's verdict on one library sentence at a level, with the same precedence as the
 * passage analysis: decodable at the level, else a heart word allowed there, else a topic term.
 */
export function sentenceJudge(level: Level, terms: ReadonlySet<string>): JudgeSentence {
  return (text: string): SentenceFacts => {
    let count = 0;
    let targets = 0;
    let termTokens = 0;
    let decodable = true;
    const used = new Set<string>();
    for (const { word, level: lvl } of words(text)) {
      count++;
      if (lvl !== "beyond" && lvl <= level) {
        if (lvl === level) targets++;
      } else if (isHeartAt(word, level)) {
        // allowed, not a target
      } else if (terms.has(word)) {
        termTokens++;
        used.add(word);
      } else {
        decodable = false;
      }
    }
    return { decodable, words: count, targets, termTokens, terms: [...used] };
  };
}

/** The lowest level at which a sentence is decodable (terms allowed), or null when none is. */
export function sentenceLevel(text: string, terms: ReadonlySet<string>): Level | null {
  for (let n = 1; n <= 8; n++) {
    if (sentenceJudge(n as Level, terms)(text).decodable) return n as Level;
  }
  return null;
}

/** The words of a sentence that are above `level` and neither heart words nor terms. */
export function blockingWords(text: string, level: Level, terms: ReadonlySet<string>): string[] {
  return words(text)
    .filter(({ word, level: lvl }) => !((lvl !== "beyond" && lvl <= level) || isHeartAt(word, level) || terms.has(word)))
    .map(({ word, level: lvl }) => `${word}(${lvl})`);
}
