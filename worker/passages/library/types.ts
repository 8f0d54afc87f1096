/**
 * The built-in writer's content: topics that hold planned articles (design in ../README.md).
 * Every word a student reads here was written by a person and is judged by the phonics engine
 * at build time (`npm run build:library`) and in the tests.
 */
import type { QuestionKind } from "../../../schema/passages";
import type { TextStructure, TopicCategory } from "../../../schema/topics";

export interface Topic {
  /** Stable kebab-case id, also the file name: "water-cycle". */
  id: string;
  /** What the teacher sees and types: "The Water Cycle". */
  name: string;
  category: TopicCategory;
  /**
   * Other names a teacher may type for the whole topic, lower case ("hydrologic cycle").
   * Plurals are matched without listing them. Subtopics that one article teaches belong in that
   * article's `keywords`, not here.
   */
  aliases: string[];
  /** At least two, each in a different text structure. */
  articles: Article[];
}

export interface Article {
  /** Unique across the library: "<topic id>-<short name>", "water-cycle-steps". */
  id: string;
  structure: TextStructure;
  /** The one main idea, in a plain sentence for teachers (not shown to students). */
  mainIdea: string;
  /**
   * The concepts this article teaches, lower case ("evaporation", "condensation"). A teacher who
   * types one as the topic or names one in the context gets this article; it is also how a
   * subtopic ("moon phases") reaches its topic.
   */
  keywords: string[];
  /** Title versions, most natural first; the first one readable at the level is used. */
  titles: string[];
  /**
   * Words above some levels that may be bolded and pre-taught, in every form the text uses
   * ("volcano", "volcanoes"): at most 8, because a passage may carry at most 8 terms.
   */
  terms: string[];
  /** Opening (states the main idea), 3-6 body ideas in the structure's order, closing. */
  plan: Idea[];
  /** 3-5 questions: main idea, a detail, a word in context, the text structure. */
  questions: Question[];
}

export type IdeaRole = "opening" | "body" | "closing";

export interface Idea {
  role: IdeaRole;
  /** What this part says, for authors and the plan shown in rawResponse ("evaporation"). */
  idea: string;
  /**
   * The same idea written again and again for lower levels, most natural first. Each version is
   * one to three sentences. For every level 1..8 the composer uses the first version that is
   * decodable at that level, so the last version must be readable at level 1.
   */
  versions: string[];
}

export interface Question {
  kind: QuestionKind;
  /** The question, most natural first, then easier wordings; the first readable one is shown. */
  ask: string[];
  /** The answer, for the teacher copy. */
  answer: string;
}
