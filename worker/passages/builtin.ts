import { NotDecodableYet, UnknownTopic } from "../domain-errors";
import type { Level } from "../phonics";
import { findArticle, verdictsOf } from "./articles/catalog";
import { chooseArticle } from "./articles/choose-article";
import { composeArticle, type ArticlePassage } from "./articles/compose-article";
import type { Article } from "./library/types";
import { matchTopic } from "./articles/match-topic";
import type { Draft, DraftRequest } from "./providers/types";

export const BUILTIN_MODEL = "spark-builtin-composer";

/** Articles of a topic this teacher got lately at a level, newest first (the caller's memory). */
export type RecentArticles = (articleIds: string[], level: Level) => Promise<string[]>;

/**
 * The built-in writer: the article that fits the request (topic or subtopic, notes, structure,
 * variety on a repeat), each idea in its most natural version the reader can decode.
 */
/** Fewer readable ideas than this is no article: the teacher is told why instead. */
const MIN_IDEAS = 3;

/**
 * The chosen article for the reader, unless another article of the topic (in the structure asked
 * for) leaves out fewer ideas: a reader early in another sequence gets the one it can read best.
 */
function mostReadable(chosen: Article, articles: readonly Article[], req: DraftRequest): { article: Article; passage: ArticlePassage } {
  let best = { article: chosen, passage: composeArticle(chosen, verdictsOf(chosen), req.reader) };
  if (best.passage.missing.length === 0) return best;
  for (const other of articles) {
    if (other === chosen || (req.textStructure && other.structure !== req.textStructure)) continue;
    const passage = composeArticle(other, verdictsOf(other), req.reader);
    if (passage.missing.length < best.passage.missing.length) best = { article: other, passage };
  }
  return best;
}

export async function builtinDraft(req: DraftRequest, recent: RecentArticles): Promise<Draft> {
  const { level } = req;
  const again = req.articleId ? findArticle(req.articleId) : undefined;
  const match = again ? ({ kind: "found", topic: again.topic, article: again.article } as const) : matchTopic(req.topic);
  if (match.kind === "unknown") throw new UnknownTopic(req.topic.trim(), match.suggestions);
  const { topic } = match;
  const choice = chooseArticle({
    topic,
    typed: again ? topic.name : req.topic,
    named: match.article,
    context: req.additionalContext,
    structure: req.textStructure,
    articleId: req.articleId,
    recent: await recent(
      topic.articles.map((a) => a.id),
      level,
    ),
  });
  const { article, passage } = again ? { article: choice.article, passage: composeArticle(choice.article, verdictsOf(choice.article), req.reader) } : mostReadable(choice.article, topic.articles, req);
  const readable = article.plan.length - passage.missing.length;
  if (readable < MIN_IDEAS) {
    throw new NotDecodableYet(
      `Readers at ${req.reader.label} cannot decode enough of our articles on ${topic.name} yet. Try a later step or another topic, or switch on the patterns your class already knows.`,
    );
  }
  const notes = [...choice.notes];
  if (passage.missing.length > 0) {
    notes.push(`At this step your readers cannot decode ${passage.missing.length} of the article's ${article.plan.length} ideas yet, so the passage leaves out: ${passage.missing.join("; ")}.`);
  }
  return {
    title: passage.title,
    content: passage.content,
    terms: passage.terms,
    structure: article.structure,
    questions: passage.questions,
    article: {
      id: article.id,
      topicId: topic.id,
      topicName: topic.name,
      structure: article.structure,
      structures: [...new Set(topic.articles.map((a) => a.structure))],
    },
    notes,
    raw: {
      writer: BUILTIN_MODEL,
      topic: topic.id,
      article: article.id,
      structure: article.structure,
      mainIdea: article.mainIdea,
      level,
      reader: { sequence: req.reader.sequence.id, step: req.reader.step },
      plan: article.plan.map((idea, i) => ({ role: idea.role, idea: idea.idea, version: passage.versions[i] })),
    },
  };
}
