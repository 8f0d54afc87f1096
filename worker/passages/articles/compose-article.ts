import {
  contentWords,
  MAX_TERMS,
  MAX_TERM_SHARE,
  normalizeWord,
  readableBy,
  readerStatus,
  tokenize,
  wordOptions,
  type Reader,
} from "../../phonics";
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
 *
 * A reader early in another sequence may decode no version of an idea (the library is written
 * along our levels). Such an idea keeps the version whose only unreadable words are content words
 * to pre-teach, as long as the passage stays within the term limits (PHONICS.md: 8 terms, 15% of
 * the words); otherwise it is left out (`missing`).
 */
export function composeArticle(article: Article, verdicts: ArticleVerdicts, reader: Reader): ArticlePassage {
  const terms = termSet(article);
  const versions = article.plan.map((_, i) => firstReadable(verdicts.plan[i] ?? [], reader, terms));
  const pretaught = new Map<number, string[]>();
  for (const [i, idea] of article.plan.entries()) {
    if (versions[i]! >= 0) continue;
    const fallback = pretaughtVersion(idea.versions, reader, terms);
    if (!fallback) continue;
    versions[i] = fallback.version;
    pretaught.set(i, fallback.words);
  }
  for (;;) {
    const passage = write(article, verdicts, reader, versions, new Set([...terms, ...[...pretaught.values()].flat()]));
    const last = [...pretaught.keys()].at(-1);
    if (last === undefined || withinTermLimits(passage)) return passage;
    versions[last] = -1;
    pretaught.delete(last);
  }
}

function write(article: Article, verdicts: ArticleVerdicts, reader: Reader, versions: number[], terms: ReadonlySet<string>): ArticlePassage {
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
    versions: [...versions],
    missing: article.plan.filter((_, i) => versions[i]! < 0).map((idea) => idea.idea),
  };
}

/** The version with the fewest words to pre-teach, when those are all content words (never "off" or "will"). */
function pretaughtVersion(texts: readonly string[], reader: Reader, terms: ReadonlySet<string>): { version: number; words: string[] } | null {
  let best: { version: number; words: string[] } | null = null;
  texts.forEach((text, version) => {
    const words = [...new Set(tokenize(text).flatMap((t) => (t.word ? [t.word] : [])))].filter(
      (w) => readerStatus(w, wordOptions(w) ?? [], reader, terms) === "violation",
    );
    if (contentWords(words).length !== words.length || words.some((w) => w.length < 3)) return;
    if (best === null || words.length < best.words.length) best = { version, words };
  });
  return best;
}

function withinTermLimits(passage: ArticlePassage): boolean {
  const words = tokenize(passage.content).flatMap((t) => (t.word ? [t.word] : []));
  const bolded = new Set(passage.terms);
  return bolded.size <= MAX_TERMS && words.filter((w) => bolded.has(w)).length <= MAX_TERM_SHARE * words.length;
}
