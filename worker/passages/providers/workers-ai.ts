import { draftMessages, repairMessages, type ChatMessage } from "./chat";
import { parseDraft, parseRepair } from "./parse-draft";
import { ProviderError, type PassageWriter } from "./types";

/** The slice of the Workers AI binding this writer uses (the binding exists only on deploy). */
export interface AiBinding {
  run(model: string, input: { messages: ChatMessage[]; response_format?: { type: "json_object" }; max_tokens?: number }): Promise<unknown>;
}

/**
 * Workers AI stops text models at 256 tokens unless told otherwise; an article with its plan and
 * questions runs to about 700, so the answer would be cut off mid-JSON.
 */
const WORKERS_AI_MAX_TOKENS = 2048;

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new ProviderError("The AI provider did not answer in time."));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

export function workersAiWriter(ai: AiBinding, model: string): PassageWriter {
  async function complete(messages: ChatMessage[], signal: AbortSignal): Promise<string> {
    let out: unknown;
    try {
      out = await abortable(ai.run(model, { messages, response_format: { type: "json_object" }, max_tokens: WORKERS_AI_MAX_TOKENS }), signal);
    } catch (e) {
      if (e instanceof ProviderError) throw e;
      throw new ProviderError("Workers AI could not write the passage.");
    }
    const response = (out as { response?: unknown } | null)?.response;
    // JSON mode may hand back the parsed object instead of its text.
    if (typeof response === "string") return response;
    if (response && typeof response === "object") return JSON.stringify(response);
    throw new ProviderError("Workers AI returned no passage.");
  }
  return {
    model: `workers-ai:${model}`,
    draft: async (req, signal) => parseDraft(await complete(draftMessages(req), signal), req),
    repair: async (req, previous, failing, signal) => parseRepair(await complete(repairMessages(req, previous, failing), signal), failing),
  };
}
