import { LEVEL_NUMBERS, levelReader, type Reader } from "../../phonics";
import type { Article } from "../library/types";
import { readableFor, textNeeds, type TextNeeds } from "./judge";

/** What each text of an article needs from a reader (judge.ts); built once by `npm run build:library`. */
export interface ArticleVerdicts {
  titles: TextNeeds[];
  plan: TextNeeds[][];
  questions: TextNeeds[][];
}

/** Judges every version of an article; `npm run build:library` stores the result for the Worker. */
export function judgeArticle(article: Article): ArticleVerdicts {
  const terms = termSet(article);
  const needs = (text: string) => textNeeds(text, terms);
  return {
    titles: article.titles.map(needs),
    plan: article.plan.map((idea) => idea.versions.map(needs)),
    questions: article.questions.map((q) => q.ask.map(needs)),
  };
}

export function termSet(article: Article): Set<string> {
  return new Set(article.terms.map((t) => t.toLowerCase()));
}

/** The index of the first (most natural) version the reader can read, or -1. */
export function firstReadable(verdicts: readonly TextNeeds[], reader: Reader, terms: ReadonlySet<string>): number {
  return verdicts.findIndex((v) => readableFor(v, reader, terms));
}

/** The most readable version: the first the reader can read, else the first readable at the lowest of our levels. */
export function mostReadable(verdicts: readonly TextNeeds[], reader: Reader, terms: ReadonlySet<string>): number {
  const first = firstReadable(verdicts, reader, terms);
  if (first >= 0) return first;
  for (const n of LEVEL_NUMBERS) {
    const at = firstReadable(verdicts, levelReader(n), terms);
    if (at >= 0) return at;
  }
  return 0;
}
