import { analyzePassage, levelReader, MAX_TERMS, MAX_TERM_SHARE, type Level, type PassageAnalysis } from "../../phonics";
import type { Article } from "../library/types";
import { composeArticle, type ArticlePassage } from "./compose-article";
import { SIGNAL_WORDS } from "./signal-words";
import { sentenceLevel } from "./judge";
import { termSet, type ArticleVerdicts } from "./verdicts";

export const MIN_WORDS = 120;
export const MAX_WORDS = 250;
export const MIN_TARGET_SHARE = 0.15;
/** Level 3 practises -es and -ed, not only plural -s; level 5 open syllables in many words. */
export const MIN_LEVEL3_ED = 2;
export const MIN_LEVEL3_ES = 1;
export const MIN_LEVEL5_WORDS = 8;

export interface LevelReport {
  level: Level;
  passage: ArticlePassage;
  analysis: PassageAnalysis;
  words: number;
  targetShare: number;
  termShare: number;
  problems: string[];
}

/** The sentences of a text, for the repeated-sentence rule. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\*\*/g, "")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

/** Every rule an article must meet at a level (the authoring script and the library test share it). */
export function checkArticleAt(article: Article, verdicts: ArticleVerdicts, level: Level): LevelReport {
  const reader = levelReader(level);
  const passage = composeArticle(article, verdicts, reader);
  const analysis = analyzePassage(passage.content, reader, passage.terms);
  const words = analysis.word_count;
  const targetShare = analysis.target_percentage / 100;
  const termShare = words ? analysis.tokens.filter((t) => t.status === "term").length / words : 0;
  const distinctTargets = new Set([...analysis.target_words.single_syllable, ...analysis.target_words.multisyllabic]);
  const problems: string[] = [];
  if (passage.missing.length) problems.push(`no version readable for: ${passage.missing.join("; ")}`);
  if (analysis.violations.length) {
    problems.push(`not decodable: ${analysis.violations.map((v) => `${v.word}(${v.level}: ${v.reason})`).join(", ")}`);
  }
  // The title is judged as the composer chose it: every word readable, terms allowed.
  const titleLevel = sentenceLevel(passage.title, termSet(article));
  if (titleLevel === null || titleLevel > level) problems.push(`no title readable at level ${level}`);
  if (words < MIN_WORDS || words > MAX_WORDS) problems.push(`${words} words, not ${MIN_WORDS}-${MAX_WORDS}`);
  if (level > 1 && targetShare < MIN_TARGET_SHARE) problems.push(`target words ${(100 * targetShare).toFixed(1)}% < 15%`);
  if (level === 3) {
    const ed = [...distinctTargets].filter((w) => w.endsWith("ed")).length;
    const es = [...distinctTargets].filter((w) => w.endsWith("es")).length;
    if (ed < MIN_LEVEL3_ED) problems.push(`level 3 needs ${MIN_LEVEL3_ED}+ different -ed words (has ${ed})`);
    if (es < MIN_LEVEL3_ES) problems.push(`level 3 needs ${MIN_LEVEL3_ES}+ -es word (has ${es})`);
  }
  if (level === 5 && distinctTargets.size < MIN_LEVEL5_WORDS) {
    problems.push(`level 5 needs ${MIN_LEVEL5_WORDS}+ different open-syllable words (has ${distinctTargets.size})`);
  }
  if (passage.terms.length > MAX_TERMS) problems.push(`${passage.terms.length} terms > ${MAX_TERMS}`);
  if (termShare > MAX_TERM_SHARE) problems.push(`terms ${(100 * termShare).toFixed(1)}% of words > 15%`);
  const sentences = sentencesOf(passage.content);
  const repeated = sentences.filter((s, i) => sentences.indexOf(s) !== i);
  if (repeated.length) problems.push(`repeated sentence: ${repeated[0]}`);
  const signals = SIGNAL_WORDS[article.structure];
  if (signals && !signals.test(passage.content)) problems.push(`no ${article.structure} signal words`);
  return { level, passage, analysis, words, targetShare, termShare, problems };
}

/** Rules on the article itself, whatever the level. */
export function checkArticleShape(article: Article): string[] {
  const problems: string[] = [];
  const roles = article.plan.map((i) => i.role);
  const body = roles.filter((r) => r === "body").length;
  if (roles[0] !== "opening") problems.push("the plan must start with the opening");
  if (roles.at(-1) !== "closing") problems.push("the plan must end with the closing");
  if (body < 3 || body > 6) problems.push(`${body} body ideas, not 3-6`);
  if (roles.filter((r) => r === "opening").length !== 1 || roles.filter((r) => r === "closing").length !== 1) {
    problems.push("one opening and one closing");
  }
  if (article.terms.length > MAX_TERMS) problems.push(`${article.terms.length} terms > ${MAX_TERMS}`);
  if (article.questions.length < 3 || article.questions.length > 5) problems.push(`${article.questions.length} questions, not 3-5`);
  for (const kind of ["main idea", "detail", "vocabulary", "structure"] as const) {
    if (!article.questions.some((q) => q.kind === kind)) problems.push(`no ${kind} question`);
  }
  if (article.titles.length === 0) problems.push("no title");
  return problems;
}
