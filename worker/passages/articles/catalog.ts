import type { TopicSummary } from "../../../schema/topics";
import { TOPICS } from "../library/index";
import type { Article, Topic } from "../library/types";
import verdictsFile from "../library/verdicts.generated.json";
import { judgeArticle, type ArticleVerdicts } from "./verdicts";

export { TOPICS };

const VERDICTS = verdictsFile as unknown as Record<string, ArticleVerdicts>;

/** The build-time verdicts of an article (judged now only if the build has not seen it). */
export function verdictsOf(article: Article): ArticleVerdicts {
  return VERDICTS[article.id] ?? judgeArticle(article);
}

const byArticle = new Map<string, { topic: Topic; article: Article }>();
for (const topic of TOPICS) for (const article of topic.articles) byArticle.set(article.id, { topic, article });

export function findArticle(id: string): { topic: Topic; article: Article } | undefined {
  return byArticle.get(id);
}

/** GET /api/topics: every topic, by name. */
export function topicSummaries(): TopicSummary[] {
  return TOPICS.map((t) => ({
    id: t.id,
    name: t.name,
    category: t.category,
    structures: [...new Set(t.articles.map((a) => a.structure))],
  })).sort((a, b) => a.name.localeCompare(b.name));
}
