/**
 * The level of one spelling under one pronunciation (or from spelling alone): the lowest level
 * over all table alignments whose syllable structure holds (PHONICS.md rule 2).
 */
import { alignments, type Unit } from "./align";
import { explainBeyond } from "./explain-beyond";
import type { Phone } from "./phonemes";
import { syllableCount } from "./phonemes";
import { minimalSets, type PatternSet } from "./pattern-set";
import { judgeStructure } from "./syllables";
import type { GraphemePhonemes, Level, WordLevel } from "./types";

export interface Reading {
  readonly level: WordLevel;
  /** The pattern sets of every alignment that holds; none for "beyond". */
  readonly options: readonly PatternSet[];
  readonly pattern: string;
  readonly alignment: readonly GraphemePhonemes[];
  readonly syllables: number;
}

/** phones === null: no pronunciation known, judge the spelling with the table's own sounds. */
export function judgeReading(letters: string, phones: readonly Phone[] | null): Reading {
  const candidates = alignments(letters, phones ? { mode: "sound", phones } : { mode: "spelling" });
  let best: { level: Level; pattern: string; units: Unit[]; syllables: number } | null = null;
  let firstFailure: { reason: string; units: Unit[] } | null = null;
  const options: PatternSet[] = [];
  for (const units of candidates) {
    const s = judgeStructure(units, phones === null);
    if (!s.ok) {
      firstFailure ??= { reason: s.reason, units };
      continue;
    }
    options.push(...s.options);
    if (best === null || s.level < best.level) best = { level: s.level, pattern: s.pattern, units, syllables: s.syllables };
  }
  if (best) {
    return { level: best.level, options: minimalSets(options), pattern: best.pattern, alignment: toPairs(best.units), syllables: best.syllables };
  }
  const syllables = phones ? syllableCount(phones) : countVowelGroups(letters);
  if (firstFailure) {
    return { level: "beyond", options: [], pattern: firstFailure.reason, alignment: toPairs(firstFailure.units), syllables };
  }
  if (!phones) return { level: "beyond", options: [], pattern: "spelling outside the level table", alignment: [], syllables };
  const why = explainBeyond(letters, phones);
  return { level: "beyond", options: [], pattern: why.reason, alignment: why.alignment, syllables };
}

export function toPairs(units: readonly Unit[]): GraphemePhonemes[] {
  return units.map((u) => [u.graph, u.phones.map((p) => p.base).join(" ")] as const);
}

function countVowelGroups(letters: string): number {
  return Math.max(1, (letters.match(/[aeiouy]+/g) ?? []).length - (/[^aeiou]e$/.test(letters) ? 1 : 0));
}
