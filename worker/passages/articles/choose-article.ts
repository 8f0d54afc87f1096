import { TEXT_STRUCTURE_INFO, type TextStructure } from "../../../schema/topics";
import type { Article, Topic } from "../library/types";
import { coveredCount, keywordHits, uncoveredWords } from "./coverage";
import { phraseWords } from "./words";

export interface ArticleRequest {
  topic: Topic;
  /** What the teacher typed as the topic, and the article a subtopic in it named, if any. */
  typed: string;
  named?: Article;
  context: string;
  structure?: TextStructure;
  /** Write this article again (the level buttons). */
  articleId?: string;
  /** Articles of this topic this teacher got lately at this level, newest first. */
  recent: readonly string[];
}

export interface ArticleChoice {
  article: Article;
  /** Plain sentences for the teacher about what could not be done as asked. */
  notes: string[];
}

const label = (s: TextStructure) => TEXT_STRUCTURE_INFO[s].label.toLowerCase();

/**
 * The article for a request: the one asked for again, else among those in the wanted structure
 * the ones that best fit the subtopic and the teacher's notes, and among equals the one this
 * teacher has not had lately (a repeated request gets another article).
 */
export function chooseArticle(req: ArticleRequest): ArticleChoice {
  const { topic } = req;
  const notes: string[] = [];
  const again = topic.articles.find((a) => a.id === req.articleId);
  let pool = topic.articles;
  if (req.structure) {
    const inStructure = pool.filter((a) => a.structure === req.structure);
    if (inStructure.length > 0) pool = inStructure;
  }
  let article: Article;
  if (again && (!req.structure || again.structure === req.structure)) {
    article = again;
  } else {
    const asked = [...phraseWords(req.typed), ...phraseWords(req.context)];
    // Keywords named count most; then how much of the notes the article talks about.
    const fit = (a: Article) => 2 * keywordHits(a, asked) + (a === req.named ? 4 : 0) + coveredCount(req.context, topic, a);
    const age = (a: Article) => {
      const i = req.recent.indexOf(a.id);
      return i < 0 ? Infinity : i;
    };
    // A repeated request gets an article the teacher has not had lately (or had longest ago);
    // among those, the one that best fits the subtopic and the notes.
    article = [...pool].sort((a, b) => age(b) - age(a) || fit(b) - fit(a))[0]!;
  }
  if (req.structure && article.structure !== req.structure) {
    notes.push(`There is no ${label(req.structure)} article on ${topic.name} yet, so this one is written as ${label(article.structure)}.`);
  }
  const missingTopic = uncoveredWords(req.typed, topic, article);
  if (missingTopic.length > 0) {
    notes.push(`There is no article on "${req.typed.trim()}" yet, so this passage is about ${topic.name}, the closest topic.`);
  }
  const missingContext = uncoveredWords(req.context, topic, article);
  if (missingContext.length > 0) {
    notes.push(`The built-in writer could not follow all of your notes: this passage does not cover ${missingContext.slice(0, 5).join(", ")}.`);
  }
  return { article, notes };
}
