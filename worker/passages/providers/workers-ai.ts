import { draftMessages, repairMessages, type ChatMessage } from "./chat";
import { parseDraft } from "./parse-draft";
import { ProviderError, type PassageWriter } from "./types";

/** The slice of the Workers AI binding this writer uses (the binding exists only on deploy). */
export interface AiBinding {
  run(model: string, input: { messages: ChatMessage[]; response_format?: { type: "json_object" } }): Promise<unknown>;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new ProviderError("The AI provider did not answer in time."));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

export function workersAiWriter(ai: AiBinding, model: string, heartWords: readonly string[]): PassageWriter {
  async function complete(messages: ChatMessage[], signal: AbortSignal) {
    let out: unknown;
    try {
      out = await abortable(ai.run(model, { messages, response_format: { type: "json_object" } }), signal);
    } catch (e) {
      if (e instanceof ProviderError) throw e;
      throw new ProviderError("Workers AI could not write the passage.");
    }
    const response = (out as { response?: unknown } | null)?.response;
    if (typeof response === "string") return parseDraft(response);
    if (response && typeof response === "object") return parseDraft(JSON.stringify(response));
    throw new ProviderError("Workers AI returned no passage.");
  }
  return {
    model: `workers-ai:${model}`,
    draft: (req, signal) => complete(draftMessages(req, heartWords), signal),
    repair: (req, previous, notes, signal) => complete(repairMessages(req, heartWords, previous, notes), signal),
  };
}
