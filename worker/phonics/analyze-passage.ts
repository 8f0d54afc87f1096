/**
 * Passage compliance for a reader (PHONICS.md "Passage compliance"): every word token is
 * decodable by the reader (one of its pattern sets taught), a heart word or a word the teacher
 * allowed, a pre-taught high-level term (bold or given), or a violation. All numbers a teacher
 * sees come from here.
 */
import type { PhonicsCompliance, Violation } from "../../schema/passages";
import type { SequenceBreakdown } from "../../schema/reader";
import { contentWords } from "./content-words";
import { LEVEL_NUMBERS } from "./level-names";
import { levelOf, wordOptions } from "./level-of";
import type { PatternSet } from "./pattern-set";
import { spelledFor, type Reader } from "./reader";
import { knownFor } from "./known-words";
import { complianceSummary, violationReason } from "./summary";
import { tokenize, type Token } from "./tokenize";
import { optionsLevel, type WordLevel } from "./types";

export type TokenStatus = "decodable" | "heart" | "allowed" | "term" | "violation";

export interface PassageToken extends Token {
  readonly word: string;
  readonly level: WordLevel;
  readonly status: TokenStatus;
}

export interface PassageAnalysis {
  readonly tokens: PassageToken[];
  readonly phonics_compliance: PhonicsCompliance;
  /** The words by the step of the reader's sequence that makes them decodable. */
  readonly sequence_breakdown: SequenceBreakdown;
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

interface Judged {
  readonly options: readonly PatternSet[];
  readonly level: WordLevel;
  readonly status: TokenStatus;
}

export function analyzePassage(text: string, reader: Reader, highLevelTerms: readonly string[] = []): PassageAnalysis {
  const words = tokenize(text).filter((t): t is Token & { word: string } => t.word !== null);
  const termKey = termKeys(words, highLevelTerms);
  // Each distinct word is judged once; a passage repeats most of its words.
  const judged = new Map<string, Judged>();
  for (const t of words) {
    if (judged.has(t.word)) continue;
    const options = wordOptions(t.word) ?? [];
    judged.set(t.word, { options, level: optionsLevel(options), status: readerStatus(t.word, options, reader, termKey) });
  }
  const base = words.map((t) => judged.get(t.word)?.status ?? "violation");
  const overLimit = termLimits(words, base, termKey);

  const tokens: PassageToken[] = words.map((t, i) => {
    const status = base[i] === "term" && overLimit.has(termKey.get(t.word) ?? "") ? "violation" : (base[i] ?? "violation");
    return { ...t, level: judged.get(t.word)?.level ?? "beyond", status };
  });

  const compliant = tokens.filter((t) => t.status !== "violation").length;
  const isTarget = (t: PassageToken): boolean => t.status === "decodable" && !spelledFor(judged.get(t.word)?.options ?? [], reader.before);
  const targets = tokens.filter(isTarget);
  const violations = violationList(tokens, reader, termKey, overLimit);
  const heart = distinct(tokens.filter((t) => t.status === "heart").map((t) => t.word));
  const acceptedTerms = distinct(tokens.filter((t) => t.status === "term").map((t) => termKey.get(t.word) ?? t.word));
  const result = {
    tokens,
    phonics_compliance: byLevel(tokens),
    sequence_breakdown: byStep(tokens, judged, reader),
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
    reader,
    wordCount: result.word_count,
    compliancePercentage: result.compliance_percentage,
    violations,
    heartWords: heart,
    highLevelTerms: acceptedTerms,
    targetPercentage: result.target_percentage,
  });
  return { ...result, compliance_summary };
}

/**
 * The precedence every judge of a word uses (the passage analysis, the article composer, the
 * checker's swaps): decodable, else a heart word, else a word the teacher allowed, else a term.
 */
export function readerStatus(
  word: string,
  options: readonly PatternSet[],
  reader: Reader,
  terms: { has(word: string): boolean },
): TokenStatus {
  if (spelledFor(options, reader.taught)) return "decodable";
  if (knownFor(word, reader.heartWords, reader)) return "heart";
  if (knownFor(word, reader.allowedWords, reader)) return "allowed";
  if (terms.has(word)) return "term";
  return "violation";
}

/** Can the reader read this word without pre-teaching (decodable, a heart word or an allowed word)? */
export function readableBy(word: string, reader: Reader): boolean {
  const status = readerStatus(word, wordOptions(word) ?? [], reader, NO_TERMS);
  return status !== "term" && status !== "violation";
}

const NO_TERMS: ReadonlySet<string> = new Set();

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

function violationList(
  tokens: readonly PassageToken[],
  reader: Reader,
  termKey: ReadonlyMap<string, string>,
  over: ReadonlyMap<string, string>,
): Violation[] {
  const out: Violation[] = [];
  const seen = new Set<string>();
  for (const t of tokens) {
    if (t.status !== "violation" || seen.has(t.word)) continue;
    seen.add(t.word);
    const limit = over.get(termKey.get(t.word) ?? "");
    const analysis = levelOf(t.word);
    const reason = limit ?? violationReason(analysis?.pattern ?? "not decodable", analysis?.options ?? [], reader);
    out.push({ word: t.word, level: t.level, reason });
  }
  return out;
}

/** The decodable words by the first step of the reader's sequence (with the reader's changes) that spells them. */
function byStep(tokens: readonly PassageToken[], judged: ReadonlyMap<string, Judged>, reader: Reader): SequenceBreakdown {
  const steps = reader.sequence.steps.slice(0, reader.step).map((s, i) => ({ step: i + 1, name: s.name, words: [] as string[] }));
  const seen = new Set<string>();
  for (const t of tokens) {
    if (t.status !== "decodable" || seen.has(t.word)) continue;
    seen.add(t.word);
    const options = judged.get(t.word)?.options ?? [];
    const first = reader.stepSets.findIndex((taught) => spelledFor(options, taught));
    steps[first]?.words.push(t.word);
  }
  return { sequence: reader.sequence.id, steps: steps.filter((s) => s.words.length > 0) };
}

function byLevel(tokens: readonly PassageToken[]): PhonicsCompliance {
  const out = Object.fromEntries(LEVEL_NUMBERS.map((l) => [`level_${l}`, [] as string[]])) as PhonicsCompliance;
  const seen = new Set<string>();
  for (const t of tokens) {
    if (seen.has(t.word) || t.status === "heart" || t.status === "allowed" || t.status === "term" || t.level === "beyond") continue;
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
