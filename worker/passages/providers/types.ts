import type { ReadingLevel } from "../../../schema/levels";
import type { Level, Reader } from "../../phonics";
import type { ArticleRef, ComprehensionQuestion } from "../../../schema/passages";
import type { TextStructure } from "../../../schema/topics";
import type { IdeaRole } from "../library/types";

/** What a passage writer produced, before the engine has judged it. */
export interface Draft {
  title: string;
  /** Plain text; paragraphs separated by blank lines; high-level terms marked **like this**. */
  content: string;
  /** Terms the writer bolded for pre-teaching. */
  terms: string[];
  /** The writer's own output (model JSON or the composer's plan), for the Response JSON block. */
  raw: unknown;
  /** The text structure the passage is written in. */
  structure?: TextStructure;
  questions?: ComprehensionQuestion[];
  /** The built-in article it comes from, and what else its topic offers. */
  article?: ArticleRef;
  /** Plain sentences for the teacher: what could not be done as asked. */
  notes?: string[];
  /** A model's article: one paragraph of `content` per idea, in order (sentence repair works on it). */
  plan?: PlannedIdea[];
  mainIdea?: string;
}

/** One idea of a model's plan and the sentences that say it. */
export interface PlannedIdea {
  role: IdeaRole;
  idea: string;
  sentences: string[];
}

export interface DraftRequest {
  /** Our level for the reader (the breakdown's and the library's level). */
  level: Level;
  /** Who reads it: the patterns taught, heart words and allowed words every word is judged by. */
  reader: Reader;
  readingLevel: ReadingLevel;
  topic: string;
  additionalContext: string;
  textStructure?: TextStructure;
  articleId?: string;
}

/** A violating word and the rule it breaks, as the repair prompt tells the model. */
export interface RepairNote {
  word: string;
  rule: string;
}

/** Where a sentence sits in a plan: `plan[idea].sentences[sentence]` (both from 0). */
export interface SentenceRef {
  idea: number;
  sentence: number;
}

/** A sentence the engine failed, as it goes back to the model. */
export interface FailingSentence extends SentenceRef {
  /** "idea.sentence" counted from 1, as the model sees it: "3.2". */
  id: string;
  /** The idea the sentence says, from the plan ("a gas fills its container"). */
  ideaText: string;
  role: IdeaRole;
  text: string;
  /** Each violating word with the rule it breaks. */
  violations: RepairNote[];
  /** Decodable words the built-in library uses for the same idea at this level (may be empty). */
  hints: string[];
}

/** A model's new wording for one failing sentence. */
export interface SentenceFix extends SentenceRef {
  text: string;
}

/** A repair round's answer: new sentences for the failing ones only. */
export interface RepairAnswer {
  fixes: SentenceFix[];
  /** The model's own output, for the Response JSON block. */
  raw: unknown;
}

export interface PassageWriter {
  /** Names what actually wrote the passage (the response's `model`). */
  readonly model: string;
  draft(request: DraftRequest, signal: AbortSignal): Promise<Draft>;
  /**
   * Only language models repair; the built-in composer is correct by construction. The model sees
   * the failing sentences only, and answers with a replacement for each.
   */
  repair?(request: DraftRequest, previous: Draft, failing: FailingSentence[], signal: AbortSignal): Promise<RepairAnswer>;
}

/** The writer failed (timeout, HTTP error, unusable output): 502 unless falling back. */
export class ProviderError extends Error {}
