/**
 * Passage compliance at level N (PHONICS.md "Passage compliance"): every word token is
 * decodable at N, a heart word allowed at N, a pre-taught high-level term (bold or given), or a
 * violation. All numbers a teacher sees come from here.
 */
import { contentWords } from "./content-words";
import { isHeartWordAt } from "./heart-words";
import { decompose, inflectedLevel } from "./inflections";
import { LEVELS } from "./level-names";
import { levelOf, wordLevel } from "./level-of";
import { CONTRACTION_TAILS } from "./contractions";
import { shapeOf } from "./normalize";
import { complianceSummary, violationReason } from "./summary";
import { tokenize, type Token } from "./tokenize";
import { isDecodableAt, levelRank, type Level, type WordLevel } from "./types";

export type TokenStatus = "decodable" | "heart" | "term" | "violation";

export interface PassageToken extends Token {
  readonly word: string;
  readonly level: WordLevel;
  readonly status: TokenStatus;
}

export interface Violation {
  readonly word: string;
  readonly level: WordLevel;
  readonly reason: string;
}

export type PhonicsCompliance = Record<`level_${Level}`, string[]>;

export interface PassageAnalysis {
  readonly tokens: PassageToken[];
  readonly phonics_compliance: PhonicsCompliance;
  /** Heart words and high-level terms above the level. */
  readonly beyond: string[];
  readonly heart_words: string[];
  readonly high_level_terms: string[];
  readonly violations: Violation[];
  readonly compliance_percentage: number;
  readonly compliance_summary: string;
  readonly content_words: string[];
  readonly target_words: { single_syllable: string[]; multisyllabic: string[] };
  readonly target_percentage: number;
  readonly word_count: number;
}

/** PHONICS.md: at most 8 distinct high-level terms, together at most 15% of the word tokens. */
export const MAX_TERMS = 8;
export const MAX_TERM_SHARE = 0.15;

export function analyzePassage(text: string, level: Level, highLevelTerms: readonly string[] = []): PassageAnalysis {
  if (!LEVELS.includes(level)) throw new RangeError(`level must be 1..8, got ${String(level)}`);
  const words = tokenize(text).filter((t): t is Token & { word: string } => t.word !== null);
  const termKey = termKeys(words, highLevelTerms);
  // Each distinct word is judged once; a passage repeats most of its words.
  const judged = new Map<string, { level: WordLevel; status: TokenStatus }>();
  for (const t of words) {
    if (judged.has(t.word)) continue;
    const wl = wordLevel(t.word) ?? "beyond";
    judged.set(t.word, { level: wl, status: firstStatus(t.word, wl, level, termKey) });
  }
  const levelOfWord = (w: string): WordLevel => judged.get(w)?.level ?? "beyond";
  const base = words.map((t) => judged.get(t.word)?.status ?? "violation");
  const overLimit = termLimits(words, base, termKey);

  const tokens: PassageToken[] = words.map((t, i) => {
    const status = base[i] === "term" && overLimit.has(termKey.get(t.word) ?? "") ? "violation" : (base[i] ?? "violation");
    return { ...t, level: levelOfWord(t.word), status };
  });

  const compliant = tokens.filter((t) => t.status !== "violation").length;
  const targets = tokens.filter((t) => t.level === level);
  const violations = violationList(tokens, termKey, overLimit);
  const heart = distinct(tokens.filter((t) => t.status === "heart").map((t) => t.word));
  const acceptedTerms = distinct(tokens.filter((t) => t.status === "term").map((t) => termKey.get(t.word) ?? t.word));
  const result = {
    tokens,
    phonics_compliance: byLevel(tokens),
    beyond: distinct(tokens.filter((t) => t.status === "heart" || t.status === "term").map((t) => t.word)),
    heart_words: heart,
    high_level_terms: acceptedTerms,
    violations,
    compliance_percentage: percent(compliant, tokens.length),
    content_words: contentWords(tokens.map((t) => t.word)),
    target_words: splitBySyllables(distinct(targets.map((t) => t.word))),
    target_percentage: percent(targets.length, tokens.length),
    word_count: tokens.length,
  };
  const compliance_summary = complianceSummary({
    level,
    wordCount: result.word_count,
    compliancePercentage: result.compliance_percentage,
    violations,
    heartWords: heart,
    highLevelTerms: acceptedTerms,
    targetPercentage: result.target_percentage,
  });
  return { ...result, compliance_summary };
}

function firstStatus(word: string, wordLevel: WordLevel, level: Level, termKey: ReadonlyMap<string, string>): TokenStatus {
  if (isDecodableAt(wordLevel, level)) return "decodable";
  if (isHeartAt(word, level)) return "heart";
  if (termKey.has(word)) return "term";
  return "violation";
}

/**
 * A heart word, or a word built from one with parts the level allows: "don't" (do + n't) from
 * level 4, "wants" (want + -s) from level 3, "I'm" from level 1.
 */
export function isHeartAt(word: string, level: Level): boolean {
  if (isHeartWordAt(word, level)) return true;
  const shape = shapeOf(word);
  const partOk = (w: string): boolean => isHeartWordAt(w, level) || isDecodableAt(wordLevel(w) ?? "beyond", level);
  switch (shape.kind) {
    case "contraction": {
      const tail = CONTRACTION_TAILS[shape.tail];
      const base = shape.tail === "t" && shape.word !== "can't" ? shape.base.slice(0, -1) : shape.base;
      return tail !== undefined && tail.level <= level && isHeartWordAt(base, level);
    }
    case "hyphenated":
      return shape.parts.some((p) => isHeartWordAt(p, level)) && shape.parts.every(partOk);
    case "plain":
      return decompose(word).some(
        (d) => isHeartWordAt(d.base, level) && levelRank(inflectedLevel(1, d.suffix)) <= level,
      );
  }
}

/** Word -> the term it belongs to: bold spans first (a span is one term), then given terms. */
function termKeys(words: readonly Token[], given: readonly string[]): Map<string, string> {
  const spans = new Map<number, string[]>();
  for (const t of words) if (t.boldSpan >= 0 && t.word) spans.set(t.boldSpan, [...(spans.get(t.boldSpan) ?? []), t.word]);
  const phrases = [...spans.values()];
  for (const g of given) phrases.push(tokenize(g).flatMap((t) => (t.word ? [t.word] : [])));
  const keys = new Map<string, string>();
  for (const ws of phrases) for (const w of ws) if (!keys.has(w)) keys.set(w, ws.join(" "));
  return keys;
}

/** Terms past the 8th, or past 15% of the words, in order of first appearance. */
function termLimits(words: readonly Token[], status: readonly TokenStatus[], termKey: ReadonlyMap<string, string>): Map<string, string> {
  const counts = new Map<string, number>();
  words.forEach((t, i) => {
    if (status[i] !== "term" || !t.word) return;
    const key = termKey.get(t.word) ?? t.word;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  const over = new Map<string, string>();
  let accepted = 0;
  let used = 0;
  for (const [key, n] of counts) {
    if (over.size > 0) over.set(key, "after the high-level term limit");
    else if (accepted >= MAX_TERMS) over.set(key, `high-level term beyond the limit of ${MAX_TERMS}`);
    else if (used + n > MAX_TERM_SHARE * words.length) over.set(key, "high-level terms would pass 15% of the words");
    else {
      accepted++;
      used += n;
    }
  }
  return over;
}

function violationList(tokens: readonly PassageToken[], termKey: ReadonlyMap<string, string>, over: ReadonlyMap<string, string>): Violation[] {
  const out: Violation[] = [];
  const seen = new Set<string>();
  for (const t of tokens) {
    if (t.status !== "violation" || seen.has(t.word)) continue;
    seen.add(t.word);
    const limit = over.get(termKey.get(t.word) ?? "");
    const reason = limit ?? violationReason(levelOf(t.word)?.pattern ?? "not decodable", t.level);
    out.push({ word: t.word, level: t.level, reason });
  }
  return out;
}

function byLevel(tokens: readonly PassageToken[]): PhonicsCompliance {
  const out = Object.fromEntries(LEVELS.map((l) => [`level_${l}`, [] as string[]])) as PhonicsCompliance;
  const seen = new Set<string>();
  for (const t of tokens) {
    if (seen.has(t.word) || t.status === "heart" || t.status === "term" || t.level === "beyond") continue;
    seen.add(t.word);
    out[`level_${t.level}`].push(t.word);
  }
  return out;
}

function splitBySyllables(words: readonly string[]): { single_syllable: string[]; multisyllabic: string[] } {
  const single_syllable: string[] = [];
  const multisyllabic: string[] = [];
  for (const w of words) ((levelOf(w)?.syllables ?? 1) > 1 ? multisyllabic : single_syllable).push(w);
  return { single_syllable, multisyllabic };
}

function distinct(words: readonly string[]): string[] {
  return [...new Set(words)];
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
