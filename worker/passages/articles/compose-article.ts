import { normalizeWord, readableBy, type Reader } from "../../phonics";
import type { ComprehensionQuestion } from "../../../schema/passages";
import type { Article } from "../library/types";
import { firstReadable, mostReadable, termSet, type ArticleVerdicts } from "./verdicts";

/** One article written out at one level. */
export interface ArticlePassage {
  title: string;
  /** One paragraph per idea, separated by blank lines; terms above the level marked **like this**. */
  content: string;
  /** The terms above the level that the passage uses (bold, pre-taught). */
  terms: string[];
  questions: ComprehensionQuestion[];
  /** Per idea of the plan, the version used (-1: no version is readable by the reader). */
  versions: number[];
  /** Ideas with no version the reader can read (left out of the passage). */
  missing: string[];
}

/**
 * The article for a reader: for each idea the most natural version the reader can decode, the
 * first readable title, and each question in its most readable wording. Terms the reader cannot
 * read are bolded; the pipeline re-checks the whole passage with the engine.
 */
export function composeArticle(article: Article, verdicts: ArticleVerdicts, reader: Reader): ArticlePassage {
  const terms = termSet(article);
  const versions = article.plan.map((_, i) => firstReadable(verdicts.plan[i] ?? [], reader, terms));
  const used = new Set<string>();
  const bold = (text: string) =>
    text.replace(/[\p{L}'\u2019]+(?:-[\p{L}]+)*/gu, (w) => {
      const word = normalizeWord(w);
      if (!word || !terms.has(word)) return w;
      if (readableBy(word, reader)) return w;
      used.add(word);
      return `**${w}**`;
    });
  const paragraphs = article.plan.flatMap((idea, i) => {
    const v = versions[i]!;
    return v >= 0 ? [bold(idea.versions[v]!)] : [];
  });
  const title = article.titles[mostReadable(verdicts.titles, reader, terms)] ?? article.titles[0]!;
  bold(title); // a term in the title is pre-taught too
  return {
    title,
    content: paragraphs.join("\n\n"),
    terms: [...used],
    questions: article.questions.map((q, i) => ({
      kind: q.kind,
      question: q.ask[mostReadable(verdicts.questions[i] ?? [], reader, terms)] ?? q.ask[0]!,
      answer: q.answer,
    })),
    versions,
    missing: article.plan.filter((_, i) => versions[i]! < 0).map((idea) => idea.idea),
  };
}
