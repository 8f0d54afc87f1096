import { draftMessages, repairMessages, type ChatMessage } from "./chat";
import { parseDraft, parseRepair } from "./parse-draft";
import { ProviderError, type PassageWriter } from "./types";

export interface OpenAiSettings {
  apiKey: string;
  /** Any OpenAI-compatible base URL: OpenAI, Azure, Ollama, vLLM, LM Studio. */
  baseUrl: string;
  model: string;
}

/** A chat-completions endpoint reached with fetch, asked for JSON. */
export function openAiWriter(s: OpenAiSettings): PassageWriter {
  async function complete(messages: ChatMessage[], signal: AbortSignal): Promise<string> {
    let res: Response;
    try {
      res = await fetch(`${s.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${s.apiKey}` },
        body: JSON.stringify({ model: s.model, messages, temperature: 0.7, response_format: { type: "json_object" } }),
        signal,
      });
    } catch (e) {
      const timedOut = signal.aborted || (e instanceof Error && e.name === "TimeoutError");
      throw new ProviderError(timedOut ? "The AI provider did not answer in time." : "The AI provider could not be reached.");
    }
    if (!res.ok) throw new ProviderError(`The AI provider answered with an error (HTTP ${res.status}).`);
    let body: { choices?: { message?: { content?: unknown } }[] };
    try {
      body = await res.json();
    } catch {
      throw new ProviderError(signal.aborted ? "The AI provider did not answer in time." : "The AI provider returned malformed JSON.");
    }
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== "string") throw new ProviderError("The AI provider's answer had no message.");
    return text;
  }

  return {
    model: s.model,
    draft: async (req, signal) => parseDraft(await complete(draftMessages(req), signal), req),
    repair: async (req, previous, failing, signal) =>
      parseRepair(await complete(repairMessages(req, previous, failing), signal), failing),
  };
}
