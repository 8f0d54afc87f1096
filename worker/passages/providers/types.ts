import type { ReadingLevel } from "../../../schema/levels";

/** What a passage writer produced, before the engine has judged it. */
export interface Draft {
  title: string;
  /** Plain text; paragraphs separated by blank lines; high-level terms marked **like this**. */
  content: string;
  /** Terms the writer bolded for pre-teaching. */
  terms: string[];
  /** The writer's own output (model JSON or the composer's plan), for the Response JSON block. */
  raw: unknown;
}

export interface DraftRequest {
  level: number;
  readingLevel: ReadingLevel;
  topic: string;
  additionalContext: string;
}

/** A violating word and the rule it breaks, as the repair prompt tells the model. */
export interface RepairNote {
  word: string;
  rule: string;
}

export interface PassageWriter {
  /** Names what actually wrote the passage (the response's `model`). */
  readonly model: string;
  draft(request: DraftRequest, signal: AbortSignal): Promise<Draft>;
  /** Only language models repair; the built-in composer is correct by construction. */
  repair?(request: DraftRequest, previous: Draft, notes: RepairNote[], signal: AbortSignal): Promise<Draft>;
}

/** The writer failed (timeout, HTTP error, unusable output): 502 unless falling back. */
export class ProviderError extends Error {}
