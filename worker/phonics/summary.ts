/**
 * The one-paragraph compliance summary a teacher reads under a passage.
 */
import { levelName } from "./level-names";
import type { Level, WordLevel } from "./types";

export interface SummaryInput {
  readonly level: Level;
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
  const parts = [`This passage is ${s.compliancePercentage.toFixed(1)}% decodable at Level ${s.level} (${levelName(s.level)}).`];
  if (s.violations.length === 0) {
    parts.push("Every word is decodable at this level, a heart word, or a pre-taught high-level term.");
  } else {
    const listed = s.violations.slice(0, LISTED).map((v) => `'${v.word}' (${v.reason})`);
    const more = s.violations.length > LISTED ? `, and ${s.violations.length - LISTED} more` : "";
    const n = s.violations.length;
    parts.push(`${n} ${n === 1 ? "word breaks" : "words break"} the level: ${listed.join(", ")}${more}.`);
  }
  const uses: string[] = [];
  if (s.heartWords.length > 0) uses.push(`${plural(s.heartWords.length, "heart word")} (${s.heartWords.join(", ")})`);
  if (s.highLevelTerms.length > 0) uses.push(`${plural(s.highLevelTerms.length, "high-level term")} (${s.highLevelTerms.join(", ")})`);
  if (uses.length > 0) parts.push(`It uses ${uses.join(" and ")}.`);
  const low = s.level > 1 && s.targetPercentage < 15 ? " (a good passage has at least 15%)" : "";
  parts.push(`Words that practise the Level ${s.level} pattern make up ${s.targetPercentage.toFixed(1)}% of the words${low}.`);
  return parts.join(" ");
}

/** "vowel team ea says /eɪ/, beyond level 8" / "vowel team ou /aʊ/, level 8" */
export function violationReason(pattern: string, level: WordLevel): string {
  return `${pattern}, ${level === "beyond" ? "beyond level 8" : `level ${level}`}`;
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
