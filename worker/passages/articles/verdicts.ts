import type { Level } from "../../phonics/types";
import { sentenceLevel } from "./judge";
import type { Article } from "../library/types";

/** The lowest level each text of an article is decodable at (its terms allowed), or null: none. */
export interface ArticleVerdicts {
  titles: (Level | null)[];
  plan: (Level | null)[][];
  questions: (Level | null)[][];
}

/** Judges every version of an article; `npm run build:library` stores the result for the Worker. */
export function judgeArticle(article: Article): ArticleVerdicts {
  const terms = termSet(article);
  const level = (text: string) => sentenceLevel(text, terms);
  return {
    titles: article.titles.map(level),
    plan: article.plan.map((idea) => idea.versions.map(level)),
    questions: article.questions.map((q) => q.ask.map(level)),
  };
}

export function termSet(article: Article): Set<string> {
  return new Set(article.terms.map((t) => t.toLowerCase()));
}

/** The index of the first (most natural) version readable at `level`, or -1. */
export function firstReadable(verdicts: readonly (Level | null)[], level: Level): number {
  return verdicts.findIndex((v) => v !== null && v <= level);
}

/** The most readable version: the first readable at `level`, else the one with the lowest level. */
export function mostReadable(verdicts: readonly (Level | null)[], level: Level): number {
  const first = firstReadable(verdicts, level);
  if (first >= 0) return first;
  let best = 0;
  verdicts.forEach((v, i) => {
    const b = verdicts[best];
    if (v !== null && (b === null || b === undefined || v < b)) best = i;
  });
  return best;
}
