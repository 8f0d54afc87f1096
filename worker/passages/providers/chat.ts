import type { Draft, DraftRequest, RepairNote } from "./types";
import { repairPrompt, systemPrompt, userPrompt } from "../prompt";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** The conversation for a first draft, and for a repair round that follows it. */
export function draftMessages(req: DraftRequest, heartWords: readonly string[]): ChatMessage[] {
  return [
    { role: "system", content: systemPrompt(req.level, heartWords) },
    { role: "user", content: userPrompt(req) },
  ];
}

export function repairMessages(req: DraftRequest, heartWords: readonly string[], previous: Draft, notes: RepairNote[]): ChatMessage[] {
  return [
    ...draftMessages(req, heartWords),
    { role: "assistant", content: JSON.stringify({ title: previous.title, content: previous.content, terms: previous.terms }) },
    { role: "user", content: repairPrompt(notes) },
  ];
}
