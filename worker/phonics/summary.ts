/**
 * The one-paragraph compliance summary a teacher reads under a passage.
 */
import { DEFAULT_SEQUENCE } from "../../schema/reader";
import { idsOf, type PatternSet } from "./pattern-set";
import { patternInfo } from "./patterns";
import type { Reader } from "./reader";
import { optionsLevel } from "./types";

export interface SummaryInput {
  readonly reader: Reader;
  readonly wordCount: number;
  readonly compliancePercentage: number;
  readonly violations: readonly { readonly word: string; readonly reason: string }[];
  readonly heartWords: readonly string[];
  readonly highLevelTerms: readonly string[];
  readonly targetPercentage: number;
}

const LISTED = 8;

export function complianceSummary(s: SummaryInput): string {
  if (s.wordCount === 0) return "This passage has no words to check.";
  const { reader } = s;
  const parts = [`This passage is ${s.compliancePercentage.toFixed(1)}% decodable at ${reader.label}.`];
  if (s.violations.length === 0) {
    parts.push("Every word is decodable at this level, a heart word, or a pre-taught high-level term.");
  } else {
    const listed = s.violations.slice(0, LISTED).map((v) => `'${v.word}' (${v.reason})`);
    const more = s.violations.length > LISTED ? `, and ${s.violations.length - LISTED} more` : "";
    const n = s.violations.length;
    parts.push(`${n} ${n === 1 ? "word breaks" : "words break"} the ${isOurs(reader) ? "level" : "step"}: ${listed.join(", ")}${more}.`);
  }
  const uses: string[] = [];
  if (s.heartWords.length > 0) uses.push(`${plural(s.heartWords.length, "heart word")} (${s.heartWords.join(", ")})`);
  if (s.highLevelTerms.length > 0) uses.push(`${plural(s.highLevelTerms.length, "high-level term")} (${s.highLevelTerms.join(", ")})`);
  if (uses.length > 0) parts.push(`It uses ${uses.join(" and ")}.`);
  const low = reader.step > 1 && s.targetPercentage < 15 ? " (a good passage has at least 15%)" : "";
  const practised = isOurs(reader) ? `the Level ${reader.level} pattern` : "this step's new patterns";
  parts.push(`Words that practise ${practised} make up ${s.targetPercentage.toFixed(1)}% of the words${low}.`);
  return parts.join(" ");
}

function isOurs(reader: Reader): boolean {
  return reader.sequence.id === DEFAULT_SEQUENCE;
}

/**
 * Why the reader cannot decode a word. Our levels: "vowel team ou /aʊ/, level 8", or "vowel
 * team ea says /eɪ/, beyond level 8" for a word no pattern set spells. Another sequence, or a
 * pattern switched off: the untaught patterns of the word's nearest pattern set and where the
 * sequence teaches them ("digraph sh (taught at Lessons 42-53: ...)", "digraph sh (switched off)").
 */
export function violationReason(pattern: string, options: readonly PatternSet[], reader: Reader): string {
  const level = optionsLevel(options);
  if (level === "beyond") return `${pattern}, beyond level 8`;
  const missing = nearest(options, reader.taught);
  if (isOurs(reader) && !missing.some((id) => reader.remove.includes(id))) return `${pattern}, level ${level}`;
  return missing.map((id) => `${patternInfo(id).name} (${whereTaught(id, reader)})`).join(", ");
}

function nearest(options: readonly PatternSet[], taught: PatternSet): string[] {
  let best: string[] | null = null;
  for (const o of options) {
    const missing = idsOf(o & ~taught);
    if (best === null || missing.length < best.length) best = missing;
  }
  return best ?? [];
}

function whereTaught(id: string, reader: Reader): string {
  if (reader.remove.includes(id)) return "switched off";
  const step = reader.sequence.steps.findIndex((s) => s.adds.includes(id));
  return step < 0 ? "not in this sequence" : `taught at ${reader.sequence.steps[step]?.name ?? ""}`;
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
