import type { Draft, DraftRequest, FailingSentence } from "./types";
import { repairPrompt, repairSystemPrompt, systemPrompt, userPrompt } from "../prompt";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** The conversation for a first draft: the reader's rules and the article form, then the request. */
export function draftMessages(req: DraftRequest): ChatMessage[] {
  return [
    { role: "system", content: systemPrompt(req.reader) },
    { role: "user", content: userPrompt(req) },
  ];
}

/**
 * A repair round is a conversation of its own: the reader's rules and the failing sentences only,
 * not the whole article again (the model answers with those sentences, and the loop merges them).
 */
export function repairMessages(req: DraftRequest, previous: Draft, failing: FailingSentence[]): ChatMessage[] {
  return [
    { role: "system", content: repairSystemPrompt(req.reader) },
    { role: "user", content: repairPrompt({ title: previous.title, topic: req.topic, structure: previous.structure }, failing) },
  ];
}
