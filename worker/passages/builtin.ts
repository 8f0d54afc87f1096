import { UnknownTopic } from "../domain-errors";
import type { Level } from "../phonics";
import { findArticle, verdictsOf } from "./articles/catalog";
import { chooseArticle } from "./articles/choose-article";
import { composeArticle } from "./articles/compose-article";
import { matchTopic } from "./articles/match-topic";
import type { Draft, DraftRequest } from "./providers/types";

export const BUILTIN_MODEL = "spark-builtin-composer";

/** Articles of a topic this teacher got lately at a level, newest first (the caller's memory). */
export type RecentArticles = (articleIds: string[], level: Level) => Promise<string[]>;

/**
 * The built-in writer: the article that fits the request (topic or subtopic, notes, structure,
 * variety on a repeat), each idea in its most natural version the reader can decode.
 */
export async function builtinDraft(req: DraftRequest, recent: RecentArticles): Promise<Draft> {
  const { level } = req;
  const again = req.articleId ? findArticle(req.articleId) : undefined;
  const match = again ? ({ kind: "found", topic: again.topic, article: again.article } as const) : matchTopic(req.topic);
  if (match.kind === "unknown") throw new UnknownTopic(req.topic.trim(), match.suggestions);
  const { topic } = match;
  const { article, notes } = chooseArticle({
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
  const passage = composeArticle(article, verdictsOf(article), req.reader);
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
