import { isHeartWordAt } from "../../phonics/heart-words";
import { wordLevel } from "../../phonics/level-of";
import type { Level } from "../../phonics/types";
import type { JudgeSentence, SentenceFacts } from "./compose";

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * The engine's verdict on one library sentence at a level, with the same precedence as the
 * passage analysis: decodable at the level, else a heart word allowed there, else a topic term.
 */
export function sentenceJudge(level: Level, terms: ReadonlySet<string>): JudgeSentence {
  return (text: string): SentenceFacts => {
    let words = 0;
    let targets = 0;
    let termTokens = 0;
    let decodable = true;
    const used = new Set<string>();
    for (const raw of text.match(WORD) ?? []) {
      const lvl = wordLevel(raw);
      if (lvl === null) continue;
      words++;
      const word = raw.toLowerCase().replace(/’/g, "'");
      if (lvl !== "beyond" && lvl <= level) {
        if (lvl === level) targets++;
      } else if (isHeartWordAt(word, level)) {
        // allowed, not a target
      } else if (terms.has(word)) {
        termTokens++;
        used.add(word);
      } else {
        decodable = false;
      }
    }
    return { decodable, words, targets, termTokens, terms: [...used] };
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
  const out: string[] = [];
  for (const raw of text.match(WORD) ?? []) {
    const lvl = wordLevel(raw);
    const word = raw.toLowerCase().replace(/’/g, "'");
    if (lvl === null || (lvl !== "beyond" && lvl <= level) || isHeartWordAt(word, level) || terms.has(word)) continue;
    out.push(`${word}(${lvl})`);
  }
  return out;
}
